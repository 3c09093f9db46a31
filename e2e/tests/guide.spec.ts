import type { CDPSession } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAtHome, pacerOf, toThePlayer } from '../support/session-journeys.ts';

/**
 * The guide keeps breathing while the page is busy: its layers are Web Animations the compositor
 * plays on the engine's time. The main thread is blocked for 500 ms; the orb's animations run on,
 * their time advances by the time blocked, and the screen (Chromium's screencast, taken from the
 * compositor's frames) keeps changing while the page cannot run a line of script.
 */
test('the orb goes on breathing while the main thread is blocked', async ({ page }) => {
  await demoAtHome(page);
  await toThePlayer(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Dawn',
  });
  const { figure, caption } = pacerOf(page);
  await expect(figure).toHaveAttribute('data-shape', 'circle');
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(caption).toHaveText('Breathe in');

  const readGuide = () =>
    figure.evaluate((el) => {
      const animations = el.getAnimations({ subtree: true });
      const orb = animations.find((a) =>
        String((a.effect as KeyframeEffect).getKeyframes()[0]?.transform).startsWith('scale('),
      );
      const target = (orb?.effect as KeyframeEffect | undefined)?.target as HTMLElement;
      return {
        states: animations.map((a) => a.playState),
        time: typeof orb?.currentTime === 'number' ? orb.currentTime : null,
        transform: target ? getComputedStyle(target).transform : null,
      };
    });
  await expect.poll(async () => (await readGuide()).time).toBeGreaterThan(500);
  const before = await readGuide();
  // Orb, ring halves: every animation of the guide runs.
  expect(before.states.length).toBeGreaterThanOrEqual(3);
  expect(before.states.every((s) => s === 'running')).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const frames = await screencast(cdp);
  const blocked = await page.evaluate(() => {
    const from = Date.now();
    const t0 = performance.now();
    while (performance.now() - t0 < 500) {
      // busy: no script, no animation frame, no style update can run on this thread
    }
    return { from: from / 1000, to: Date.now() / 1000 };
  });
  // The document timeline moves on at the next frame: read the guide once one has begun (on a
  // busy machine the read could otherwise come before it, with the time of the frame before).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  const after = await readGuide();
  await frames.stop();

  // The animation's time went on through the block (it runs on the document timeline).
  expect(after.states.every((s) => s === 'running')).toBe(true);
  expect(after.time! - before.time!).toBeGreaterThanOrEqual(500);
  expect(after.transform).not.toBe(before.transform);
  // And the compositor drew new pictures while the main thread was busy.
  const during = frames.list.filter((f) => f.at > blocked.from + 0.05 && f.at < blocked.to - 0.02);
  expect(new Set(during.map((f) => f.data)).size).toBeGreaterThanOrEqual(2);
});

/** Chromium's screencast: one picture per compositor frame (as fast as they are acknowledged). */
async function screencast(cdp: CDPSession) {
  const list: { at: number; data: string }[] = [];
  cdp.on('Page.screencastFrame', (frame) => {
    list.push({ at: frame.metadata.timestamp ?? 0, data: frame.data });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 40, maxWidth: 400 });
  return { list, stop: () => cdp.send('Page.stopScreencast') };
}
