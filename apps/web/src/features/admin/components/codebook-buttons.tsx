import { useTranslation } from 'react-i18next';
import type { TCodebookName, TSiteCodebookName } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { downloadCodebook } from '../api/codebook.ts';
import { useCsvDownload } from './use-csv-download.ts';

/** The codebook of one console file, beside its download: as CSV and as a page to read. */
export function CodebookButtons({ name }: { name: TCodebookName | TSiteCodebookName }) {
  const { t } = useTranslation();
  const csv = useCsvDownload(() => downloadCodebook(name, 'csv'), `resona-codebook-${name}.csv`);
  const html = useCsvDownload(() => downloadCodebook(name, 'html'), `resona-codebook-${name}.html`);
  return (
    <>
      <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
        {t('admin.codebook.csv')}
      </Button>
      <Button variant="secondary" onClick={html.start} disabled={html.busy}>
        {t('admin.codebook.html')}
      </Button>
    </>
  );
}
