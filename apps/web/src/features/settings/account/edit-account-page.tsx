import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TAccountDetailsResponse, TGeneralListResponse, TUserInfo } from '@resona/contract';
import { ZUserInformationUpdateRequest } from '@resona/contract/settings/user-information-update';
import { Button, buttonClass } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useAccountDetails } from '../api/account-details.ts';
import { useGeneralList } from '../api/general-list.ts';
import { useUpdateUserInformation } from '../api/user-information-update.ts';
import { useUserInformation } from '../api/user-information-view.ts';
import styles from './account.module.css';
import { initialValues, toRequest, type EditAccountValues } from './edit-account-form.ts';
import { countryOptions } from './phone-countries.ts';
import { SelectField } from '../../../components/select-field.tsx';

/** /edit-account-setting: the account edit form (spec §5 "Account edit", "Phone"). */
export function EditAccountPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const userId = user?.userID ?? 0;
  // The survey lists with the current answers from general/list; the paces (and the phone,
  // in the user information) from the calls that carry them.
  const info = useUserInformation(userId, i18n.language);
  const lists = useGeneralList(userId, i18n.language);
  const choices = useAccountDetails(userId, i18n.language);
  const error = info.error ?? lists.error ?? choices.error;

  let body;
  if (info.data && lists.data && choices.data) {
    body = (
      <EditAccountForm
        info={info.data}
        lists={lists.data}
        paces={choices.data.average_speed_data}
      />
    );
  } else if (error) {
    body = <Notice tone="error">{errorText(t, error)}</Notice>;
  } else {
    body = <p role="status">{t('common.loading')}</p>;
  }
  return (
    <Card wide>
      <BackLink to="/Setting/account-setting" label={t('settings.account')} />
      <h1 className={pageStyles.title}>{t('settings.editAccount')}</h1>
      <p className={pageStyles.lead}>{t('accountSettings.edit.intro')}</p>
      {body}
    </Card>
  );
}

const FIELDS = [
  'age_id',
  'gender_id',
  'experience_id',
  'recommended_speed',
  'phone_country',
  'phone_number',
] as const;

function EditAccountForm({
  info,
  lists,
  paces,
}: {
  info: TUserInfo;
  lists: TGeneralListResponse['data'];
  paces: TAccountDetailsResponse['data']['average_speed_data'];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const guardOnline = useOfflineGuard();
  const update = useUpdateUserInformation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditAccountValues>({ defaultValues: initialValues(info, lists) });

  const onSubmit = handleSubmit((values) => {
    const body = toRequest(info.email, values);
    // The contract's own schema, so the form refuses exactly what the server would.
    const checked = ZUserInformationUpdateRequest.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = FIELDS.find((field) => field === issue.path[0]);
        if (name) setError(name, { type: 'contract', message: issue.message });
      }
      return;
    }
    if (!guardOnline()) return;
    update.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate('/Setting/account-setting');
      },
      onError: (failure) => {
        toast.error(errorText(t, failure));
        applyFieldErrors(failure, setError, FIELDS);
      },
    });
  });

  const speedLabel = (value: number) =>
    t('accountSettings.account.speedValue', { speed: value.toLocaleString(i18n.language) });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('accountSettings.account.email')} value={info.email} disabled readOnly />
      <SelectField
        label={t('accountSettings.account.age')}
        options={lists.age_list
          .filter((a) => a.is_allowed)
          .map((a) => ({ value: String(a.id), label: a.ageName }))}
        error={messageText(t, errors.age_id?.message)}
        {...register('age_id')}
      />
      <SelectField
        label={t('accountSettings.account.gender')}
        options={lists.gender_list.map((g) => ({ value: String(g.id), label: g.gender_name }))}
        error={messageText(t, errors.gender_id?.message)}
        {...register('gender_id')}
      />
      <SelectField
        label={t('accountSettings.account.experience')}
        options={lists.experience_list.map((e) => ({ value: String(e.id), label: e.expName }))}
        error={messageText(t, errors.experience_id?.message)}
        {...register('experience_id')}
      />
      <SelectField
        label={t('accountSettings.account.speed')}
        options={paces.map((s) => ({
          value: String(s.value),
          label: speedLabel(s.value),
        }))}
        error={messageText(t, errors.recommended_speed?.message)}
        {...register('recommended_speed')}
      />
      <p className={styles.hint}>{t('accountSettings.edit.speedHint')}</p>
      <div className={styles.phoneRow}>
        <SelectField
          label={t('accountSettings.edit.country')}
          options={countries}
          autoComplete="country"
          error={messageText(t, errors.phone_country?.message)}
          {...register('phone_country')}
        />
        <TextField
          label={t('accountSettings.edit.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          error={messageText(t, errors.phone_number?.message)}
          {...register('phone_number')}
        />
      </div>
      <p className={styles.hint}>{t('accountSettings.edit.phoneHint')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {t('accountSettings.edit.save')}
        </Button>
        <Link to="/Setting/account-setting" className={buttonClass('secondary')}>
          {t('accountSettings.edit.cancel')}
        </Link>
      </div>
    </form>
  );
}
