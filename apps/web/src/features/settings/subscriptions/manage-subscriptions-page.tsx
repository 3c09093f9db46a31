import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_TOAST_MS, type TUserPlanRow } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { formatDollars } from '../../../lib/plan-format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useManageSubscriptions, useSuspendSubscription } from '../api/manage-subscriptions.ts';
import { ConfirmSuspend } from './confirm-suspend.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import styles from './subscriptions.module.css';

const COLUMNS = [
  'plan',
  'type',
  'cost',
  'validUntil',
  'payDue',
  'action',
  'cancelled',
  'suspend',
] as const;

/**
 * /Setting/Manage-subscriptions: the plan table and the payment popup (spec §2). Access from an
 * access code or given by the study needs no plan: the page says so and offers none to buy.
 */
export function ManageSubscriptionsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const plans = useManageSubscriptions(user?.userID ?? 0, i18n.language);
  const rows = plans.data?.user_plans_data;
  const source = plans.data?.access_source;
  const hasPlan = !!rows?.some((row) => row.state === 'active' || row.state === 'suspended');
  const accessWithoutPlan = source === 'access_code' || source === 'study';

  let body;
  if (!rows) {
    body = <QueryState error={plans.error} onRetry={() => void plans.refetch()} />;
  } else {
    body = (
      <>
        {source === 'access_code' ? <Notice>{t('subscriptions.accessFromCode')}</Notice> : null}
        {source === 'study' ? <Notice>{t('subscriptions.accessFromStudy')}</Notice> : null}
        {rows.length > 0 ? <PlanTable rows={rows} /> : null}
        {rows.length === 0 && !accessWithoutPlan ? (
          <Notice>{t('subscriptions.empty')}</Notice>
        ) : null}
      </>
    );
  }

  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.subscriptions')}</h1>
      <p className={pageStyles.lead}>{t('subscriptions.intro')}</p>
      {body}
      {rows && (hasPlan || !accessWithoutPlan) ? (
        <div className={styles.actions}>
          <PaymentDialog
            label={hasPlan ? t('subscriptions.changePlan') : t('subscriptions.buyPlan')}
          />
        </div>
      ) : null}
    </Card>
  );
}

function PlanTable({ rows }: { rows: TUserPlanRow[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // The table may scroll sideways on a narrow screen, so its region takes keyboard focus.
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{t('subscriptions.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`subscriptions.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PlanRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlanRow({ row }: { row: TUserPlanRow }) {
  const { t, i18n } = useTranslation();
  const suspend = useSuspendSubscription();
  const guardOnline = useOfflineGuard();
  const date = (iso: string | null) => formatDate(iso, i18n.language);

  const handleSuspend = () => {
    if (!guardOnline()) return;
    suspend.mutate(
      { user_subscription_id: row.id, plan_name: row.plan_name },
      {
        onSuccess: (reply) => toast.success(reply.message, SUBSCRIPTION_TOAST_MS),
        onError: (error) => toast.error(errorText(t, error), SUBSCRIPTION_TOAST_MS),
      },
    );
  };

  let suspendCell;
  if (row.can_suspend === 1) {
    suspendCell = (
      <ConfirmSuspend
        planName={row.plan_name}
        onConfirm={handleSuspend}
        trigger={
          <Button variant="secondary" disabled={suspend.isPending}>
            {t('subscriptions.suspend')}
          </Button>
        }
      />
    );
  } else if (row.is_suspended === 1) {
    suspendCell = <span className={styles.suspended}>{t('subscriptions.state.suspended')}</span>;
  } else {
    suspendCell = <span aria-hidden="true">—</span>;
  }

  return (
    <tr>
      <th scope="row">{row.plan_name}</th>
      <td>{t(`subscriptions.type.${row.plan_interval}`)}</td>
      <td>{formatDollars(row.plan_price)}</td>
      <td>{date(row.current_period_end)}</td>
      <td>{date(row.payment_due_date)}</td>
      <td>{t(`subscriptions.state.${row.state}`)}</td>
      <td>
        {row.is_cancelled !== 1
          ? t('subscriptions.no')
          : row.plan_cancel_date
            ? date(row.plan_cancel_date)
            : t('subscriptions.yes')}
      </td>
      <td>{suspendCell}</td>
    </tr>
  );
}

/** A day in the user's language, or a dash when the server has none yet. */
function formatDate(iso: string | null, language: string): string {
  if (!iso) return '—';
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '—';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(value);
  } catch {
    return value.toISOString().slice(0, 10);
  }
}
