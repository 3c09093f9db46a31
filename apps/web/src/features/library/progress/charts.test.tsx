import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MinutesChart } from './minutes-chart.tsx';
import { RatingsChart } from './ratings-chart.tsx';

describe('chart markup', () => {
  test('the ratings chart is a named image with a point per rating given', () => {
    const html = renderToStaticMarkup(
      <RatingsChart
        before={[2, null, 3]}
        after={[4, 5, null]}
        dates={['2025-01-01', '2025-01-02', '2025-01-03']}
        title="How you felt"
        description="On average 2.5 before and 4.5 after"
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('<title');
    expect(html.match(/data-point="before"/g)).toHaveLength(2);
    expect(html.match(/data-point="after"/g)).toHaveLength(2);
    expect(html).toContain('2025-01-03');
  });

  test('each date sits under its point; in Arabic the oldest is on the right', () => {
    const dates = ['2025-01-01', '2025-01-02', '2025-01-03'];
    const xOf = (html: string, date: string) =>
      Number(new RegExp(`<text x="([\\d.]+)"[^>]*>${date}<`).exec(html)?.[1]);
    const chart = (rtl: boolean) =>
      renderToStaticMarkup(
        <RatingsChart
          before={[2, 3, 4]}
          after={[3, 4, 5]}
          dates={dates}
          title="How you felt"
          description="Better after"
          rtl={rtl}
        />,
      );
    const ltr = chart(false);
    const rtl = chart(true);
    const dots = (html: string) =>
      [...html.matchAll(/<circle cx="([\d.]+)"[^>]*r="5"/g)].map((m) => Number(m[1]));
    expect(dates.map((d) => xOf(ltr, d))).toEqual(dots(ltr));
    expect(dates.map((d) => xOf(rtl, d))).toEqual(dots(rtl));
    expect(xOf(rtl, '2025-01-01')).toBeGreaterThan(xOf(rtl, '2025-01-03'));
  });

  test('the minutes chart draws one bar per week', () => {
    const html = renderToStaticMarkup(
      <MinutesChart
        minutes={[0, 12, 30]}
        labels={['01-06', '01-13', '01-20']}
        title="Minutes"
        description="42 minutes"
      />,
    );
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('01-20');
  });

  test('the minutes axis writes its numbers as the reader does', () => {
    const german = new Intl.NumberFormat('de', { maximumFractionDigits: 1 });
    const html = renderToStaticMarkup(
      <MinutesChart
        minutes={[0, 7]}
        labels={['01-06', '01-13']}
        formatTick={german.format}
        title="Minuten"
        description="7 Minuten"
      />,
    );
    expect(html).toContain('>2,5</text>');
    expect(html).not.toContain('>2.5</text>');
  });
});
