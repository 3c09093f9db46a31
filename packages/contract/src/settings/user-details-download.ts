/**
 * POST api/v2/user/user-details-download: the caller's data as one CSV file (spec §7), sent as
 * `text/csv; charset=utf-8` with a file name in Content-Disposition. One section per table that
 * holds something of the user (docs/decisions/018): a `table,<name>` record, a header record of
 * column names, the rows, then an empty record. RFC 4180 quoting, CRLF line ends, and cells that
 * a spreadsheet would run as a formula (= + - @ tab CR) start with an apostrophe.
 */
export const USER_DETAILS_CSV_TYPE = 'text/csv; charset=utf-8';

/** The marker that opens each table's section (first field of its first record). */
export const CSV_SECTION_MARKER = 'table';
