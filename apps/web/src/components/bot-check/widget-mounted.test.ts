import { describe, expect, it } from 'vitest';
import { widgetMounted } from './widget-mounted.ts';

describe('widgetMounted', () => {
  it('waits until the widget has mounted and its methods exist', async () => {
    const element: { configure?: () => void } = {};
    // Svelte mounts a microtask after the element joins the page; here a few turns later still.
    setTimeout(() => (element.configure = () => {}), 30);
    await widgetMounted(element);
    expect(typeof element.configure).toBe('function');
  });

  it('answers at once for a widget that is ready', async () => {
    await expect(widgetMounted({ configure: () => {} })).resolves.toBeUndefined();
  });

  it('gives up on a widget that never mounts, so the page can offer to try again', async () => {
    await expect(widgetMounted({})).rejects.toThrow('the bot check widget did not start');
  });
});
