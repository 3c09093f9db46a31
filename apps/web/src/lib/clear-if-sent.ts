/**
 * A state updater for a form field after its value was sent and accepted: empties the field only
 * if it still holds what was sent. A console form's reply arrives after the lists it changed were
 * read again, and by then the person may have typed the next entry; that must stay.
 */
export function clearIfSent<T>(sent: T, empty: T): (current: T) => T {
  return (current) => (current === sent ? empty : current);
}
