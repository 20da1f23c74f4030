import { Printer } from 'lucide-react';
import { percentText } from '#domain/i18n/percent.ts';
import { formatCount } from '#web/lib/format.ts';
import { currentDirection, currentIntlLocale, t } from '#web/lib/i18n.ts';
import { sizerCircles } from '../size-tables.ts';
import { GuideSection } from './guide-section.tsx';

// The sheet is drawn in millimetres: its viewBox is as many units wide as its width is
// millimetres, so printed at 100 % each circle is a ring's true inside diameter.
const SHEET_WIDTH_MM = 170;
const COLUMNS = 6;
const CELL_MM = SHEET_WIDTH_MM / COLUMNS;
/** Room for the largest circle (size 13: 22.2 mm) with a margin, then its label. */
const CIRCLE_BOX_MM = 26;
const ROW_MM = 33;
/** Big enough to read on the phone's scaled-down preview too. */
const LABEL_MM = 4.5;
const RULER_MM = 50;
const LINE = { fill: 'none', stroke: 'currentColor' } as const;

/** 100 % (the print dialog's scale) in the page's language. */
const fullScale = () => percentText(10_000, currentIntlLocale());

/** The printable ring sizer: how to use it, its print button, and the sheet at true scale. */
export function RingSizer() {
  const circles = sizerCircles();
  const length = formatCount(RULER_MM);
  const label = t('sizeGuide.sizer.label', {
    from: formatCount(Number(circles[0]!.size)),
    to: formatCount(Number(circles.at(-1)!.size)),
    length,
  });
  return (
    <GuideSection
      id="ring-sizer"
      title={t('sizeGuide.sizer.title')}
      className="rounded-3xl bg-white p-5 ring-1 ring-gold-100 sm:p-8 print:rounded-none print:p-0 print:ring-0"
    >
      <p className="leading-relaxed text-ink-soft print:hidden">{t('sizeGuide.sizer.intro')}</p>
      <ol className="mt-4 list-decimal space-y-2 ps-5 leading-relaxed text-ink marker:font-semibold marker:text-gold-700 print:mt-0">
        <li className="ps-1">{t('sizeGuide.sizer.step.print', { scale: fullScale() })}</li>
        <li className="ps-1">{t('sizeGuide.sizer.step.check', { length })}</li>
        <li className="ps-1">{t('sizeGuide.sizer.step.place')}</li>
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 print:hidden">
        <button type="button" onClick={() => window.print()} className="btn-gold">
          <Printer aria-hidden="true" size={16} />
          {t('sizeGuide.sizer.print')}
        </button>
        <p className="text-sm text-ink-soft">{t('sizeGuide.sizer.screenNote')}</p>
      </div>
      <figure className="mt-8 text-ink print:mt-6">
        <SizerSheet label={label} />
        <figcaption className="mt-3 text-sm font-medium text-ink">
          {t('sizeGuide.sizer.check', { length, scale: fullScale() })}
        </figcaption>
      </figure>
    </GuideSection>
  );
}

/** The sheet: a circle at the inside diameter of each whole US size, and the 50 mm line to check the printer's scale. */
function SizerSheet({ label }: { label: string }) {
  const circles = sizerCircles();
  // An Arabic page reads them from the right, smallest first.
  const rtl = currentDirection() === 'rtl';
  const rulerY = Math.ceil(circles.length / COLUMNS) * ROW_MM + 8;
  const height = rulerY + 12;
  return (
    // Named by aria-label, not a <title>: the server's render takes every <title> out of the body
    // (web/src/entry-server.tsx), and the browser would then find one it did not expect.
    <svg
      role="img"
      aria-label={label}
      data-ring-sizer=""
      width={`${SHEET_WIDTH_MM}mm`}
      height={`${height}mm`}
      viewBox={`0 0 ${SHEET_WIDTH_MM} ${height}`}
      className="block h-auto max-w-full print:max-w-none"
    >
      {circles.map(({ size, diameterMm }, index) => {
        const row = Math.floor(index / COLUMNS);
        const inRow = Math.min(COLUMNS, circles.length - row * COLUMNS);
        const fromStart = ((COLUMNS - inRow) / 2 + (index % COLUMNS) + 0.5) * CELL_MM;
        const x = rtl ? SHEET_WIDTH_MM - fromStart : fromStart;
        const y = row * ROW_MM + CIRCLE_BOX_MM / 2;
        return (
          <g key={size} data-size={size}>
            <circle cx={x} cy={y} r={diameterMm / 2} strokeWidth={0.3} {...LINE} />
            <path d={`M${x - 1.5} ${y}h3M${x} ${y - 1.5}v3`} strokeWidth={0.2} {...LINE} />
            <text
              x={x}
              y={y + CIRCLE_BOX_MM / 2 + LABEL_MM}
              textAnchor="middle"
              fontSize={LABEL_MM}
              fill="currentColor"
            >
              {formatCount(Number(size))}
            </text>
          </g>
        );
      })}
      <CheckRuler y={rulerY} label={t('sizeGuide.sizer.ruler', { length: formatCount(RULER_MM) })} />
    </svg>
  );
}

/** A 50 mm line with a tick every 5 mm, centred on the sheet. */
function CheckRuler({ y, label }: { y: number; label: string }) {
  const start = (SHEET_WIDTH_MM - RULER_MM) / 2;
  const ticks = Array.from({ length: RULER_MM / 5 + 1 }, (_, index) => index * 5);
  return (
    <g data-ruler-mm={RULER_MM}>
      <path d={`M${start} ${y}h${RULER_MM}`} strokeWidth={0.3} {...LINE} />
      {ticks.map((mm) => (
        <path key={mm} d={`M${start + mm} ${y}v${mm % 10 === 0 ? -3 : -1.5}`} strokeWidth={0.2} {...LINE} />
      ))}
      <text x={SHEET_WIDTH_MM / 2} y={y + 7} textAnchor="middle" fontSize={LABEL_MM} fill="currentColor">
        {label}
      </text>
    </g>
  );
}
