/** Text made safe to put between HTML tags or in a quoted attribute (the mails' HTML part). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
