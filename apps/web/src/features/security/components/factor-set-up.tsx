import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { RecoveryCodes } from '../authenticator/recovery-codes.tsx';
import { SignOutOthersOffer } from './sign-out-others-offer.tsx';

/**
 * The step after a second factor was set up or the recovery codes made anew: the codes this
 * once (null when the account had them already), the offer to end the other sessions, and the
 * way back to the section's status.
 */
export function FactorSetUp({
  codes,
  email,
  userId,
  factor,
  onDone,
}: {
  codes: string[] | null;
  email: string;
  userId: number;
  factor: 'authenticator' | 'passkey';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const offer =
    factor === 'passkey'
      ? t('security.passkeys.signOutOffer')
      : t('security.authenticator.signOutOffer');
  return (
    <>
      {codes ? <RecoveryCodes codes={codes} email={email} factor={factor} /> : null}
      <SignOutOthersOffer userId={userId} text={offer} />
      <Button onClick={onDone}>
        {codes ? t('security.authenticator.codes.saved') : t('security.authenticator.codes.done')}
      </Button>
    </>
  );
}
