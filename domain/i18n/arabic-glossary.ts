/**
 * The shop's Arabic as a native reviewer reads it: one term each for the words of the trade,
 * طلب for an order only, toasts in one voice, an address that is not masculine-only, and counted
 * nouns in the form their number asks for. docs/i18n.md lists the same terms for people; the
 * tests run every catalogue text and every demo piece's Arabic through `arabicProblems`.
 */

/** A text to review: its Arabic, the English it translates, and what it is. */
export interface ArabicText {
  /** Its catalogue id, or the demo piece and field it belongs to. */
  id: string;
  arabic: string;
  english: string;
  /** Parts per thousand of the piece it describes, when it describes one. */
  fineness?: number;
}

interface TermRule {
  term: string;
  /** The wrong form, found anywhere in the Arabic. */
  wrong: RegExp;
  /** Right uses that contain the wrong form, taken out before looking. */
  allowed?: RegExp;
  /** Only texts this is true of. */
  appliesTo?: (text: ArabicText) => boolean;
  why: string;
}

const LETTER = '[\\p{L}\\p{M}]';
/** The attached particles and article a word may carry: و، ف، ب، ك، ل، ال، لل. */
const PREFIX = '(?:[وف]?(?:[بك]?ال|لل|[بكل])?)';
/** `alternatives` as whole words, with or without the particles in front. */
const words = (alternatives: string) => new RegExp(`(?<!${LETTER})${PREFIX}(?:${alternatives})(?!${LETTER})`, 'u');

const englishOrId = (pattern: RegExp) => (text: ArabicText) => pattern.test(`${text.id} ${text.english}`);

export const TERM_RULES: readonly TermRule[] = [
  {
    term: 'pendant: دلاية',
    wrong: words('قلادة|قلادات|قلائد'),
    why: 'a pendant is دلاية (دلايات) and a necklace عقد: قلادة reads as either',
  },
  {
    term: 'coin: جنيه',
    wrong: words('عملة|عملات|سبيكة|سبائك'),
    why: 'a coin is جنيه (جنيهات); the shop sells no bars',
  },
  { term: 'hallmarked: مدموغ', wrong: words('مختوم|مختومة|ختم'), why: 'hallmarked is مدموغ, the hallmark دمغة' },
  {
    term: 'per gram: للغرام',
    wrong: /\/\s*(?:غ|غرام|جم|جرام)(?![\p{L}\p{M}])|جرام|(?<![\p{L}\p{M}])(?:جم|غم)(?![\p{L}\p{M}])/u,
    why: 'a rate per gram is للغرام, the gram غرام (غ after a weight)',
  },
  { term: 'diamond: ألماس', wrong: words('ماس|ماسة|ماسات'), why: 'diamond is ألماس, one diamond ألماسة' },
  {
    term: 'diamond-cut: بقصّة ألماسية',
    wrong: /بقطع\s+(?:ال)?[أا]?لماس/u,
    why: 'بقطع الألماس reads as set with diamonds; diamond-cut gold is محفورة بقصّة ألماسية',
  },
  { term: 'sovereign: الجنيه الإنجليزي', wrong: /السيادي/u, why: 'a gold sovereign is الجنيه الإنجليزي' },
  {
    term: 'the US Gulf Coast: ساحل خليج المكسيك',
    wrong: /ساحل الخليج/u,
    why: 'a Gulf reader takes الخليج for the Arabian Gulf',
  },
  {
    term: 'fine gold: الذهب الخالص is 24K',
    wrong: /ذهب\s+(?:ال)?خالص\s+عيار\s*(?:22|21|18|14)/u,
    why: 'pure gold of karat 22 contradicts itself: a 22K piece is الذهب المصمت عيار 22',
  },
  {
    term: 'fine metal: خالص for 999 only',
    wrong: /خالص/u,
    appliesTo: (text) => text.fineness !== undefined && text.fineness < 999,
    why: 'خالص claims fine (999) metal',
  },
  {
    term: 'ending a session: إنهاء',
    wrong: words('إلغاء|ألغ\u0650?|ألغوا'),
    appliesTo: englishOrId(/session|revoke/i),
    why: 'a session is ended (إنهاء), not cancelled',
  },
  {
    term: 'order: طلب',
    wrong: /طلب/u,
    // Made to order, and تطلّب (to require): another verb.
    allowed: /حسب الطلب|[يت]تطلّ?ب/gu,
    appliesTo: (text) => !/order/i.test(`${text.id} ${text.english}`),
    why: 'طلب is an order: a request is an عملية, an محاولة or a استفسار, asking for a code is الحصول على',
  },
  {
    term: 'toasts: تم/تمت + verbal noun',
    // A perfect passive (أُضيفت، نُسخت); the imperfect يُرجى asks, as toasts that ask do.
    wrong: /^(?!ي)[\p{L}]\u064F/u,
    appliesTo: (text) => text.id.startsWith('toast.'),
    why: 'a toast says what happened as تم or تمت and a verbal noun, not in the passive',
  },
  {
    term: 'address: not masculine-only',
    wrong: new RegExp(
      `(?<!${LETTER})(?:أدخل|اختر|اكتب|جرّب|أضف|استخدم|راجع|ادفع|افتح|امسح|احفظ|حدّد|انسخ|غيّر|أنشئ|عيّن|أدر|زر|اتصل|راسلنا|تابع|انضم|أتمم|سجّل|خطّط|تفضّل|بِع|اطلب|احصل|اكتشف|ابحث|أعد|حاول|اضغط)(?!${LETTER})` +
        `|(?<!${LETTER})(?:هل أنت متأكد|جديد في|عزيزنا|تواصل معنا|تبقى مسجَّل)`,
      'u',
    ),
    why: 'address the shopper with a verbal noun, يُرجى, or the plural imperative, never the masculine singular alone',
  },
];

/** A noun counted by a number: its singular, its plural after 3-10, its form after 11-99. */
interface CountedNoun {
  one: string;
  few: string;
  many: string;
  feminine: boolean;
}

const noun = (one: string, few: string, many: string, feminine = false): CountedNoun => ({ one, few, many, feminine });

export const COUNTED_NOUNS: readonly CountedNoun[] = [
  noun('قطعة', 'قطع', 'قطعة', true),
  noun('يوم', 'أيام', 'يومًا'),
  noun('عام', 'أعوام', 'عامًا'),
  noun('سنة', 'سنوات', 'سنة', true),
  noun('ساعة', 'ساعات', 'ساعة', true),
  noun('دقيقة', 'دقائق', 'دقيقة', true),
  noun('ثانية', 'ثوانٍ', 'ثانية', true),
  noun('محاولة', 'محاولات', 'محاولة', true),
  noun('نتيجة', 'نتائج', 'نتيجة', true),
  noun('طلب', 'طلبات', 'طلبًا'),
  noun('سوار', 'أساور', 'سوارًا'),
  noun('خاتم', 'خواتم', 'خاتمًا'),
  noun('ألماسة', 'ألماسات', 'ألماسة', true),
  noun('حرف', 'أحرف', 'حرفًا'),
  noun('رقم', 'أرقام', 'رقمًا'),
  noun('رمز', 'رموز', 'رمزًا'),
  noun('غرام', 'غرامات', 'غرامًا'),
  noun('خيط', 'خيوط', 'خيطًا'),
  noun('مخلب', 'مخالب', 'مخلبًا'),
  noun('مستوى', 'مستويات', 'مستوى'),
];

type NounForm = 'one' | 'few' | 'many';
const nounOf = (word: string) =>
  COUNTED_NOUNS.find((counted) => [counted.one, counted.few, counted.many].includes(word));

/** The form a noun takes after the number `n` written in digits; undefined for 1 and 2 (say them in words). */
function formAfter(n: number): NounForm | undefined {
  if (n === 1 || n === 2) return undefined;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'one';
}

const WORD = '([\\p{L}\\p{M}]+)';
/** The values our messages count with (others, like {name} or {store}, are words). */
const COUNT_NAMES = 'count|days|years|months|weeks|hours|minutes|seconds|max|min|inCart|stock|quantity|attempts|n';
const PLURAL_FORM_WANTS: Record<string, NounForm | undefined> = { zero: 'one', few: 'few', many: 'many', other: 'one' };

/** Counted nouns in the wrong form for their number, or after a number outside a plural message. */
export function countedNounProblems(arabic: string): string[] {
  const problems: string[] = [];
  for (const [, name, word] of arabic.matchAll(new RegExp(`\\{\\s*(${COUNT_NAMES})\\s*\\}\\s+${WORD}`, 'gu'))) {
    if (nounOf(word!)) problems.push(`«{${name}} ${word}»: a counted noun after a number is a {${name}, plural, …}`);
  }
  for (const [whole, digits, word] of arabic.matchAll(
    new RegExp(`(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+)(?![.,]?\\d)\\s+${WORD}`, 'gu'),
  )) {
    const counted = nounOf(word!);
    if (!counted) continue;
    const form = formAfter(Number(digits!.replaceAll(',', '')));
    if (!form) problems.push(`«${whole}»: one and two are said by the noun (قطعة واحدة، قطعتان)`);
    else if (counted[form] !== word) problems.push(`«${whole}»: ${digits} ${counted[form]}`);
  }
  for (const [, form, body] of arabic.matchAll(/\b(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)) {
    for (const [whole, word] of body!.matchAll(new RegExp(`#\\s+${WORD}`, 'gu'))) {
      const counted = nounOf(word!);
      const wanted = PLURAL_FORM_WANTS[form!];
      if (!counted) continue;
      if (!wanted) problems.push(`${form} {${whole}}: the ${form} form says the noun alone or in the dual`);
      else if (counted[wanted] !== word) problems.push(`${form} {${whole}}: # ${counted[wanted]}`);
    }
  }
  const numberWords = new RegExp(`(?<!${LETTER})(ثلاث|أربع|خمس|ست|سبع|ثماني|تسع|عشر)(ة?)\\s+${WORD}`, 'gu');
  for (const [whole, , ending, word] of arabic.matchAll(numberWords)) {
    const counted = nounOf(word!);
    // Three to ten take the other gender's form: ثلاثة أساور, ثلاث قطع.
    if (counted && (ending === 'ة') === counted.feminine)
      problems.push(`«${whole}»: the number disagrees with ${counted.one}`);
  }
  return problems;
}

/** What a native reviewer would mark in `text`: each a short note naming the term or rule. */
export function arabicProblems(text: ArabicText): string[] {
  const problems: string[] = [];
  for (const rule of TERM_RULES) {
    if (rule.appliesTo && !rule.appliesTo(text)) continue;
    const arabic = rule.allowed ? text.arabic.replace(rule.allowed, '') : text.arabic;
    const found = rule.wrong.exec(arabic);
    if (found) problems.push(`${rule.term}: «${found[0]}» (${rule.why})`);
  }
  return [...problems, ...countedNounProblems(text.arabic)];
}
