import { z } from 'zod';
import type { MessageId } from './i18n/messages.ts';

/**
 * Every reason the API gives for a refusal: a catalogue id, so the page says it in its own
 * language and the server writes `message` in the request's. AppError takes only these.
 */
export const ERROR_REASONS = [
  'problem.signIn',
  'problem.adminOnly',
  'problem.twoFactor.forDashboard',
  'problem.twoFactor.setUpForDashboard',
  'problem.twoFactor.first',
  'problem.twoFactor.codeUsed',
  'problem.session.gone',
  'problem.tooManyAttempts',
  'problem.tooManyNewCarts',
  'problem.appointment.slotFull',
  'problem.appointment.notASlot',
  'problem.appointment.notFound',
  'problem.appointment.tooMany',
  /** The metal's sell rate is under review: the shop quotes no buy price now, ask in store. */
  'problem.exchange.askInStore',
  'problem.exchange.notFound',
  'problem.exchange.tooMany',
  'problem.crossSite',
  'problem.unavailable',
  'problem.internal',
  'problem.catalog.pieceGone',
  'problem.catalog.productNotFound',
  'problem.wishlist.itemGone',
  'problem.cart.itemGone',
  'problem.cart.outOfStock',
  'problem.cart.full',
  'problem.cart.onlyNCanBeOrdered',
  'problem.cart.onlyNCanBeOrderedWithCart',
  'problem.cart.empty',
  'problem.options.sizeRequired',
  'problem.options.notSized',
  'problem.options.sizeNotMade',
  'problem.options.noEngraving',
  'problem.options.engravingTooLong',
  'problem.options.engravingCharacter',
  'problem.options.engravingScript',
  'problem.checkout.outOfStock',
  'problem.checkout.onlyNLeft',
  'problem.checkout.overOnlineLimit',
  'problem.checkout.notOpen',
  'problem.checkout.notOpenStartAgain',
  'problem.checkout.stripeOnly',
  'problem.checkout.closed',
  'problem.checkout.ratesMoved',
  'problem.checkout.priceUnderReview',
  'problem.checkout.notAtBranch',
  'problem.checkout.addressNeeded',
  'problem.checkout.collectorNeeded',
  'problem.checkout.stateChanged',
  'problem.checkout.chooseFulfilment',
  'problem.checkout.creditChanged',
  'problem.checkout.creditCovers',
  'problem.checkout.cardNeeded',
  'problem.checkout.taxNeedsZip',
  'problem.checkout.taxUnavailable',
  'problem.payment.noCheckout',
  'problem.payment.processing',
  'problem.payment.mismatch',
  'problem.payment.orderNotSaved',
  'problem.payment.soldOut',
  /** The card provider's own sentence, as `detail`. */
  'problem.payment.declined',
  'problem.order.notFound',
  /** Only a customer who received the piece (delivered or collected) may review it. */
  'problem.review.buyersOnly',
  'problem.review.alreadyWritten',
  /** The sign-in library's own sentence, as `detail`. */
  'problem.account.refused',
  /** A field's problem whose text is not a catalogue id: the English sentence, as `detail`. */
  'problem.field.invalid',
  'problem.admin.userNotFound',
  'problem.admin.onlyOwnerManagesOwners',
  'problem.admin.cannotDemoteSelf',
  'problem.admin.lastOwner',
  'problem.admin.productNotFound',
  'problem.admin.notEnoughAtBranch',
  /** The first of a piece's whole-recipe problems, as `detail` (each field has its own). */
  'problem.admin.invalidPiece',
  'problem.admin.metalNotFound',
  'problem.admin.boardRateNotSet',
  'problem.admin.buySpreadNotSet',
  /** A purchase id sent again with a different purchase: the dashboard opens a new form. */
  'problem.admin.goldPurchaseIdReused',
  'problem.admin.sellerAccountNotFound',
  'problem.storeCredit.belowZero',
  'problem.returns.notHandedOver',
  'problem.returns.finalSale',
  'problem.returns.windowClosed',
  'problem.returns.alreadyAsked',
  'problem.returns.notFound',
  'problem.returns.decided',
  'problem.admin.orderNotFound',
  'problem.admin.orderStatusFollowsPayment',
  /** A step back, or the same step again: the order's number, its status (`from`) and the step (`to`). */
  'problem.admin.orderStepRefused',
  /** A shipping step on a pick-up order, or a pick-up step on a shipped one: the number and `kind`. */
  'problem.admin.orderStepWrongKind',
  /** The code given at the counter is not the order's (never says what it is). */
  'problem.admin.pickupCodeWrong',
  'problem.admin.rateNotPending',
  'problem.admin.rateChangedMeanwhile',
  'problem.admin.rateMovedAfterQuote',
  'problem.admin.pinUntilPast',
  'problem.admin.reviewNotFound',
  'problem.photo.notAnImage',
  'problem.photo.tooManyPixels',
  'problem.photo.malformedUpload',
  'problem.photo.notMultipart',
  'problem.photo.noImageField',
  'problem.photo.noSuchImage',
  'problem.request.notUtf8',
  'problem.request.tooDeep',
  'problem.request.notJson',
  'problem.request.dirtyText',
  /** What is wrong with the address, as `detail`. */
  'problem.request.badAddress',
  'problem.request.doubledCookie',
  'problem.request.badStripeSignature',
  'problem.request.badCarrierSignature',
  'problem.request.metricsNotFound',
  'problem.request.metricsToken',
  'problem.request.jsonOnly',
  'problem.request.bodyTooLarge',
  'problem.request.contentLength',
  'problem.request.invalid',
  /** A client error of the web framework's own, its sentence as `detail`. */
  'problem.request.refused',
  'problem.request.addressTooLong',
  'problem.request.malformedEscape',
  'problem.request.headersTooLarge',
  'problem.request.tooSlow',
  'problem.request.malformed',
  'problem.request.noRoute',
] as const satisfies readonly MessageId[];
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * A value a reason's text fills in. Besides plain strings and numbers: an amount, written in the
 * reader's number format; a name kept in both languages (a product's), English when Arabic has
 * none; an English sentence from elsewhere (the card provider, a schema), written in the reader's
 * language when the catalogue has it.
 */
export const problemValue = /* @__PURE__ */ z.union([
  z.string(),
  z.number(),
  z.object({ cents: z.number() }),
  z.object({ en: z.string(), ar: z.string().nullable() }),
  z.object({ sentence: z.string() }),
]);
export type ProblemValue = z.infer<typeof problemValue>;
export type ProblemValues = Record<string, ProblemValue>;

/** Why a request was refused, as the wire carries it: the text's id and what it fills in. */
export interface Problem<Reason extends string = ErrorReason> {
  reason: Reason;
  values?: ProblemValues;
}

/** A field's problem: any catalogue id (a schema's own sentence) or `problem.field.invalid`. */
export type FieldProblem = Problem<MessageId>;

export const problemSchema = /* @__PURE__ */ z.object({
  reason: z.string(),
  values: z.record(z.string(), problemValue).optional(),
});
