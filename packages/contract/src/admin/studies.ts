import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, zLine } from '../fields.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import { STUDY_ROLES } from './study-roles.ts';

/**
 * Studies and their teams (issue 33, decision 108): the site administrator makes studies and
 * names their first owners; an owner invites the rest of the team by e-mail.
 */

export const STUDY_STATUSES = ['draft', 'recruiting', 'closed'] as const;
export type TStudyStatus = (typeof STUDY_STATUSES)[number];

/** How long an invitation's link opens the team, from its sending. */
export const INVITATION_DAYS = 7;

/**
 * Team invitations an hour (decision 113): each mails an address typed in the console from
 * Resona's own sender, so a stolen owner's account must not become a way to mail strangers. One
 * account sends a whole team's (a study's team is a handful to a dozen or two people) and some
 * again; one study, with several owners, a little more.
 */
export const INVITATIONS_PER_ACCOUNT_HOUR = 20;
export const INVITATIONS_PER_STUDY_HOUR = 30;

const ZStudyStatus = z.enum(STUDY_STATUSES, { error: 'fieldInvalid' });
const ZStudyRole = z.enum(STUDY_ROLES, { error: 'fieldInvalid' });
const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/** A study's name: unique on the server whatever its case. */
const ZStudyName = zLine({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(80, { error: 'adminStudyNameLong' });

/** The language of an invitation's mail: the invitee's when the sender knows it, else theirs. */
const ZMailLanguage = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { error: 'fieldInvalid' }).optional(),
);

/** A study as the site administrator lists it: its team in numbers, never its participants. */
export const ZSiteStudy = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZStudyStatus,
  members: z.number().int(),
  owners: z.array(z.string()),
  /** Addresses invited as owners who have not joined yet. */
  invited_owners: z.array(z.string()),
  created_at: z.string(),
});
export type TSiteStudy = z.infer<typeof ZSiteStudy>;

/** GET api/v1/admin/studies: every study of the server, oldest first. */
export const ZSiteStudiesResponse = ZEnvelope(z.object({ studies: z.array(ZSiteStudy) }));
export type TSiteStudiesResponse = z.infer<typeof ZSiteStudiesResponse>;

/** POST api/v1/admin/studies {name, status, owner_email, language}: a study and its first owner. */
export const ZCreateStudyRequest = z.object({
  name: ZStudyName,
  status: z.preprocess((v) => (v === undefined || v === '' ? 'draft' : v), ZStudyStatus),
  owner_email: ZEmail,
  language: ZMailLanguage,
});
export type TCreateStudyRequest = z.input<typeof ZCreateStudyRequest>;

/**
 * The study as listed, and whether its owner joined at once (the site administrator named
 * themself) rather than being mailed an invitation.
 */
export const ZStudyOwnerNamedResponse = ZEnvelope(
  z.object({ study: ZSiteStudy, joined: z.boolean() }),
);
export type TStudyOwnerNamedResponse = z.infer<typeof ZStudyOwnerNamedResponse>;

/** POST api/v1/admin/studies/:studyId/owners {email, language}: one more owner of a study. */
export const ZNameStudyOwnerRequest = z.object({ email: ZEmail, language: ZMailLanguage });
export type TNameStudyOwnerRequest = z.input<typeof ZNameStudyOwnerRequest>;

/** A study the caller is in, with their role: the console's study switcher. */
export const ZMyStudy = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZStudyStatus,
  role: ZStudyRole,
});
export type TMyStudy = z.infer<typeof ZMyStudy>;

/** GET api/v1/admin/my-studies: the caller's studies, and whether they administer the site. */
export const ZMyStudiesResponse = ZEnvelope(
  z.object({ studies: z.array(ZMyStudy), site_admin: z.boolean() }),
);
export type TMyStudiesResponse = z.infer<typeof ZMyStudiesResponse>;

export const ZTeamMember = z.object({
  user_id: z.number().int(),
  email: z.string(),
  role: ZStudyRole,
  added_at: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** An invitation not taken yet: never its link, which only its mail carries. */
export const ZTeamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZStudyRole,
  language: ZLanguageCode,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZStudySettings = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZStudyStatus,
});
export type TStudySettings = z.infer<typeof ZStudySettings>;

/** GET api/v1/admin/studies/:studyId/team: the study, its members and open invitations. */
export const ZTeamResponse = ZEnvelope(
  z.object({
    study: ZStudySettings,
    members: z.array(ZTeamMember),
    invitations: z.array(ZTeamInvitation),
  }),
);
export type TTeamResponse = z.infer<typeof ZTeamResponse>;

/** POST …/team/invitations {email, role, language}. */
export const ZInviteMemberRequest = z.object({
  email: ZEmail,
  role: ZStudyRole,
  language: ZMailLanguage,
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;
export const ZInviteMemberResponse = ZEnvelope(z.object({ invitation: ZTeamInvitation }));

/** POST …/team/members/:id/role {role}: `:id` is the member's user id. */
export const ZMemberRoleRequest = z.object({ role: ZStudyRole });
export type TMemberRoleRequest = z.input<typeof ZMemberRoleRequest>;
export const ZTeamMemberResponse = ZEnvelope(z.object({ member: ZTeamMember }));

export const ZTeamEmptyResponse = ZEnvelope(z.object({}));

/** POST …/settings {name, status}: the study's own name and status. */
export const ZSaveStudyRequest = z.object({ name: ZStudyName, status: ZStudyStatus });
export type TSaveStudyRequest = z.input<typeof ZSaveStudyRequest>;
export const ZSaveStudyResponse = ZEnvelope(z.object({ study: ZStudySettings }));

/** POST api/v1/admin/invitations/accept {token}: the invitation link's secret. */
export const ZAcceptInvitationRequest = z.object({
  token: zLine({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(200, { error: 'invitationNotFound' }),
});
export type TAcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;
export const ZAcceptInvitationResponse = ZEnvelope(z.object({ study: ZMyStudy }));
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;
