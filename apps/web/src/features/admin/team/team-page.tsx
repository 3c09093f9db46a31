import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDY_ROLES, type StudyRole } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useSetMemberRole,
  useTeam,
} from '../api/team.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { ConfirmRevoke } from '../components/confirm-revoke.tsx';
import { formatDate } from '../components/dates.ts';
import { fieldError } from '../components/field-errors.ts';
import { FormError } from '../components/form-error.tsx';
import { MailLanguageField } from '../components/invite-fields.tsx';
import styles from '../admin.module.css';
import { StudySettingsForm } from './study-settings-form.tsx';

/**
 * The study's team, for its owners (issue 33): who is in it and as what, the invitations not
 * taken yet, an invitation by e-mail in a role, and the study's own name and status.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const team = useTeam();
  const invite = useInviteMember();
  const revoke = useRevokeInvitation();
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const [draft, setDraft] = useState({ email: '', role: 'researcher' as StudyRole, language: '' });
  const roleOptions = STUDY_ROLES.map((role) => ({
    value: role,
    label: t(`admin.studyTeams.roles.${role}`),
  }));
  const done = {
    onSuccess: (reply: { message: string }) => toast.success(reply.message),
    onError: (e: unknown) => toast.error(errorText(t, e)),
  };

  function handleInvite(event: FormEvent) {
    event.preventDefault();
    const sent = draft.email;
    invite.mutate(draft, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setDraft((d) => ({ ...d, email: clearIfSent(sent, '')(d.email) }));
      },
    });
  }

  if (!team.data) {
    return (
      <>
        <h1 className={styles.heading}>{t('admin.studyTeams.teamHeading')}</h1>
        <QueryState error={team.error} onRetry={() => void team.refetch()} />
      </>
    );
  }
  const { members, invitations, study } = team.data;
  return (
    <>
      <h1 className={styles.heading}>{t('admin.studyTeams.teamHeading')}</h1>
      <section className={styles.section} aria-labelledby="team-members">
        <h2 id="team-members">{t('admin.studyTeams.members')}</h2>
        <AdminTable
          columns={[
            t('admin.studyTeams.email'),
            t('admin.studyTeams.role'),
            t('admin.studyTeams.since'),
            <span key="remove" className={styles.muted}>
              {t('admin.studyTeams.remove')}
            </span>,
          ]}
          rows={members}
          empty={t('admin.studyTeams.noMembers')}
          row={(member) => (
            <tr key={member.user_id}>
              <td>{member.email}</td>
              <td>
                <SelectField
                  label={t('admin.studyTeams.roleOf', { email: member.email })}
                  value={member.role}
                  options={roleOptions}
                  disabled={setRole.isPending}
                  onChange={(e) =>
                    setRole.mutate({ id: member.user_id, role: e.target.value as StudyRole }, done)
                  }
                />
              </td>
              <td>{formatDate(member.added_at)}</td>
              <td>
                <ConfirmRevoke
                  title={t('admin.studyTeams.removeMember', { email: member.email })}
                  description={t('admin.studyTeams.removeConfirm')}
                  onConfirm={() => remove.mutate(member.user_id, done)}
                />
              </td>
            </tr>
          )}
        />
      </section>
      <section className={styles.section} aria-labelledby="team-invite">
        <h2 id="team-invite">{t('admin.studyTeams.inviteHeading')}</h2>
        <p className={styles.muted}>{t('admin.studyTeams.inviteIntro')}</p>
        <form onSubmit={handleInvite} noValidate>
          <div className={styles.grid}>
            <TextField
              label={t('admin.studyTeams.email')}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(e) => setDraft({ ...draft, email: e.target.value })}
              error={fieldError(t, invite.error, 'email')}
            />
            <SelectField
              label={t('admin.studyTeams.role')}
              value={draft.role}
              options={roleOptions}
              onChange={(e) => setDraft({ ...draft, role: e.target.value as StudyRole })}
              error={fieldError(t, invite.error, 'role')}
            />
            <MailLanguageField
              value={draft.language}
              onChange={(language) => setDraft({ ...draft, language })}
              error={invite.error}
            />
          </div>
          <FormError error={invite.error} />
          <div className={styles.actions}>
            <Button type="submit" disabled={invite.isPending}>
              {t('admin.studyTeams.invite')}
            </Button>
          </div>
        </form>
        <h3>{t('admin.studyTeams.pending')}</h3>
        <AdminTable
          columns={[
            t('admin.studyTeams.email'),
            t('admin.studyTeams.role'),
            t('admin.studyTeams.expires'),
            <span key="revoke" className={styles.muted}>
              {t('admin.codes.revoke')}
            </span>,
          ]}
          rows={invitations}
          empty={t('admin.studyTeams.noInvitations')}
          row={(invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>{t(`admin.studyTeams.roles.${invitation.role}`)}</td>
              <td>
                {invitation.expired
                  ? t('admin.studyTeams.expired')
                  : formatDate(invitation.expires_at)}
              </td>
              <td>
                <ConfirmRevoke
                  title={t('admin.studyTeams.revokeInvitation', { email: invitation.email })}
                  description={t('admin.studyTeams.revokeConfirm')}
                  onConfirm={() => revoke.mutate(invitation.id, done)}
                />
              </td>
            </tr>
          )}
        />
      </section>
      <StudySettingsForm key={`${study.name}:${study.status}`} study={study} />
    </>
  );
}
