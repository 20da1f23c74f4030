import type { ReactNode } from 'react';
import { stoneKind } from '#domain/pricing/breakup-lines.ts';
import type { Stone } from '#domain/pricing/piece-price.ts';
import { cutLabel, originLabel, shapeLabel } from '#web/lib/catalog-labels.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';
import { caratText } from './product-facts.tsx';

/** A stone the table has something to say about: a grade, or a certificate to look it up by. */
const isGraded = (stone: Stone) =>
  Boolean(stone.shape ?? stone.color ?? stone.clarity ?? stone.cut ?? stone.certificate);

/** What a cell says when the stone has no such grade: a dash to see, words to hear. */
function Missing({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-ink-soft">
        –
      </span>
      <span className="sr-only">{words}</span>
    </>
  );
}

/** 'diamond' heads its column as 'Diamond' ('16 × diamond' stays); Arabic has no capitals to change. */
const sentenceStart = (text: string) => text.charAt(0).toLocaleUpperCase(currentIntlLocale()) + text.slice(1);

/** Colour, clarity and certificate numbers are Latin on every page: kept left to right inside Arabic text. */
const latin = (text: string) => <bdi dir="ltr">{text}</bdi>;

interface GradeRow {
  id: string;
  label: string;
  cell: (stone: Stone) => ReactNode;
}

function gradeRows(): GradeRow[] {
  const none = <Missing words={t('product.grades.none')} />;
  return [
    { id: 'shape', label: t('product.grades.shape'), cell: (s) => (s.shape ? shapeLabel(s.shape) : none) },
    { id: 'carats', label: t('product.grades.carats'), cell: (s) => caratText(s.caratHundredths) },
    { id: 'color', label: t('product.grades.color'), cell: (s) => (s.color ? latin(s.color) : none) },
    { id: 'clarity', label: t('product.grades.clarity'), cell: (s) => (s.clarity ? latin(s.clarity) : none) },
    { id: 'cut', label: t('product.grades.cut'), cell: (s) => (s.cut ? cutLabel(s.cut) : none) },
    { id: 'origin', label: t('product.grades.origin'), cell: (s) => originLabel(s.origin) },
    {
      id: 'certificate',
      label: t('product.grades.certificate'),
      cell: (s) =>
        s.certificate ? (
          latin(`${s.certificate.lab} ${s.certificate.number}`)
        ) : (
          <Missing words={t('product.grades.noCertificate')} />
        ),
    },
  ];
}

/**
 * Each stone's grades as a buyer compares them with another shop's: shape, carats, colour, clarity,
 * cut, natural or lab-grown and the certificate. One column per line of stones, so one diamond fits
 * a phone; nothing when no stone is graded or certified.
 */
export function StoneGradesTable({ stones, className = '' }: { stones: readonly Stone[]; className?: string }) {
  if (!stones.some(isGraded)) return null;
  // More than two columns of stones may be wider than a phone: the table scrolls, by keyboard too.
  const scrolls = stones.length > 2;
  return (
    <div
      className={`overflow-x-auto rounded-2xl border border-gold-100 bg-white px-4 py-3 shadow-sm sm:px-6 sm:py-4 ${className}`}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': t('product.grades.caption') })}
    >
      <table className="w-full border-collapse text-start text-sm">
        <caption className="pt-1 pb-2 text-start font-serif text-xl font-semibold text-ink sm:text-2xl">
          {t('product.grades.caption')}
        </caption>
        <thead>
          <tr className="border-b border-gold-100">
            <td />
            {stones.map((stone, index) => (
              <th key={index} scope="col" className="py-2 ps-3 text-start align-bottom font-medium text-ink">
                {sentenceStart(t('product.grades.stone', { count: stone.count, kind: stoneKind(stone.kind, t) }))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gold-100">
          {gradeRows().map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2 pe-3 text-start font-normal whitespace-nowrap text-ink-soft">
                {row.label}
              </th>
              {stones.map((stone, index) => (
                <td key={index} className="py-2 ps-3 font-medium text-ink tabular-nums">
                  {row.cell(stone)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-soft">{t('product.grades.note')}</p>
    </div>
  );
}
