import { describe, expect, it } from 'vitest';
import { arabicProblems, countedNounProblems } from './arabic-glossary.ts';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };

const english: Record<string, string> = en;

describe('the Arabic catalogue, as a native reviewer reads it', () => {
  it('uses the glossary’s terms, طلب for orders, one toast style and counted nouns in their forms', () => {
    const problems = Object.entries(ar as Record<string, string>).flatMap(([id, arabic]) =>
      arabicProblems({ id, arabic, english: english[id] ?? '' }).map((problem) => `${id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the reviewer', () => {
  const review = (arabic: string, english = '', id = 'some.text', fineness?: number) =>
    arabicProblems({ id, arabic, english, ...(fineness !== undefined && { fineness }) });

  it('marks the wrong term for a pendant, a coin, a hallmark, the gram and a diamond', () => {
    expect(review('قلادة الخمسة من ذهب عيار 22')).toEqual([expect.stringMatching(/^pendant/)]);
    expect(review('جنيهات وسبائك')).toEqual([expect.stringMatching(/^coin/)]);
    expect(review('عملة ذهبية إماراتية')).toEqual([expect.stringMatching(/^coin/)]);
    expect(review('مفحوص ومختوم بعياره')).toEqual([expect.stringMatching(/^hallmarked/)]);
    expect(review('{price}/غرام')).toEqual([expect.stringMatching(/^per gram/)]);
    expect(review('{rate}/غ × {weight}')).toEqual([expect.stringMatching(/^per gram/)]);
    expect(review('عدسة فوق ماسة')).toEqual([expect.stringMatching(/^diamond/)]);
    expect(review('خاتم من الماس')).toEqual([expect.stringMatching(/^diamond/)]);
    expect(review('ألماسة في الوسط تحيط بها هالة من الألماس، دلاية مدموغة، {price} للغرام')).toEqual([]);
  });

  it('marks the meaning errors a native reader found', () => {
    expect(review('سلسلة مجدولة بقطع الألماس')).toEqual([expect.stringMatching(/^diamond-cut/)]);
    expect(review('جنيه الذهب السيادي')).toEqual([expect.stringMatching(/^sovereign/)]);
    expect(review('من الذهب الخالص عيار 22')).toEqual([expect.stringMatching(/^fine gold/)]);
    expect(review('نسبة الذهب الخالص في القطعة')).toEqual([]);
    expect(review('جنيه من الذهب الخالص', '', 'demo', 916)).toEqual([expect.stringMatching(/^fine metal/)]);
    expect(review('جنيه من الذهب الخالص', '', 'demo', 999)).toEqual([]);
    expect(review('إلى ساحل الخليج')).toEqual([expect.stringMatching(/^the US Gulf Coast/)]);
    expect(review('إلغاء', 'Revoke')).toEqual([expect.stringMatching(/^ending a session/)]);
    expect(review('إلغاء', 'Cancel')).toEqual([]);
  });

  it('keeps طلب for orders', () => {
    expect(review('تعذّر على الخادم إتمام هذا الطلب.', 'The server could not complete this request.')).toEqual([
      expect.stringMatching(/^order/),
    ]);
    expect(review('يُرجى طلب رمز جديد.', 'Please request a new code.')).toEqual([expect.stringMatching(/^order/)]);
    expect(review('لم يُعثر على الطلب.', 'Order not found.')).toEqual([]);
    expect(review('تصميم المجوهرات حسب الطلب', 'Custom jewelry design')).toEqual([]);
    expect(review('يتطلب هذا حساب مسؤول.', 'This needs an admin account.')).toEqual([]);
  });

  it('wants toasts as تم + verbal noun, and no masculine-only address', () => {
    expect(review('أُضيفت إلى سلتك', 'Added to Your Cart', 'toast.cart.added')).toEqual([
      expect.stringMatching(/^toasts/),
    ]);
    expect(review('تمت إضافة القطعة إلى السلة', 'Added to Your Cart', 'toast.cart.added')).toEqual([]);
    expect(review('أدخل الرمز')).toEqual([expect.stringMatching(/^address/)]);
    expect(review('هل أنت متأكد؟')).toEqual([expect.stringMatching(/^address/)]);
    expect(review('يُرجى إدخال الرمز')).toEqual([]);
    expect(review('أدخلوا الرمز')).toEqual([]);
    expect(review('يُرجى التواصل معنا')).toEqual([]);
    expect(review('يُرجى المحاولة مرة أخرى', 'Try Again', 'toast.auth.tryAgain')).toEqual([]);
  });

  it('wants a counted noun in its plural message, in the form its number asks for', () => {
    expect(countedNounProblems('إرجاع خلال {days} يومًا')).toHaveLength(1);
    expect(countedNounProblems('بدأت {name} عام {year}، طلبك من {store} رقم {number}')).toEqual([]);
    expect(
      countedNounProblems(
        '{n, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
      ),
    ).toEqual([]);
    expect(
      countedNounProblems(
        '{n, plural, zero {# قطعة} one {# قطعة} two {# قطعة} few {# قطع} many {# قطعة} other {# قطعة}}',
      ),
    ).toHaveLength(2);
    expect(
      countedNounProblems('{n, plural, zero {# قطعة} one {قطعة} two {قطعتان} few {# قطعة} many {# قطع} other {# قطع}}'),
    ).toHaveLength(3);
    expect(countedNounProblems('2 قطعة')).toHaveLength(1);
    expect(countedNounProblems('1 يوم')).toHaveLength(1);
    expect(countedNounProblems('3 دقائق، 10 دقائق، 30 يومًا، 128 حرفًا، 100 حرف، 1,234 قطعة، 0.70 قيراط')).toEqual([]);
    expect(countedNounProblems('3 دقيقة')).toHaveLength(1);
    expect(countedNounProblems('40 ألماسات')).toHaveLength(1);
  });

  it('wants three to ten in the other gender from the noun', () => {
    expect(countedNounProblems('ثلاث أساور منقوشة')).toHaveLength(1);
    expect(countedNounProblems('ثلاثة أساور، أربع قطع، عشرة رموز، ثلاثة خيوط')).toEqual([]);
    expect(countedNounProblems('ثلاثة قطع')).toHaveLength(1);
  });
});
