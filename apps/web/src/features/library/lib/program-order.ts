/**
 * Spec §2 Program: by due_date ascending (YYYY-MM-DD sorts as text). The server sends them in
 * this order already; sorting again keeps the screen right whatever the reply's order. Stable,
 * so items due the same day keep the server's order.
 */
export function sortByDueDate<T extends { due_date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) =>
      a.item.due_date === b.item.due_date
        ? a.index - b.index
        : a.item.due_date < b.item.due_date
          ? -1
          : 1,
    )
    .map(({ item }) => item);
}
