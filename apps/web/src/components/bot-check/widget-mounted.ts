/**
 * The widget is a Svelte custom element: its methods exist only once it has mounted, a microtask
 * after it joins the page, and React may run the effect that calls them before that on a busy
 * phone ("configure is not a function"). Waits for them, briefly.
 */
export async function widgetMounted(element: { configure?: unknown }) {
  for (let tries = 0; typeof element.configure !== 'function'; tries++) {
    if (tries >= 100) throw new Error('the bot check widget did not start');
    await new Promise((resolve) => setTimeout(resolve, tries < 3 ? 0 : 20));
  }
}
