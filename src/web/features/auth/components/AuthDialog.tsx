import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RedirectPath } from '../../../../common/contracts/auth';
import type { AuthDialogControls } from '../hooks/use-auth-dialog';
import { AuthPanel } from './AuthPanel';

interface AuthDialogProps {
  controls: AuthDialogControls;
}

/** The login / sign-up dialog of 000 §2.2, driven by the URL state of `useAuthDialog`. */
export function AuthDialog({ controls }: AuthDialogProps) {
  const navigate = useNavigate();
  const redirect = RedirectPath.safeParse(controls.redirect);
  const redirectTo = redirect.success ? redirect.data : undefined;

  const handleSignedIn = () => {
    if (redirectTo) navigate(redirectTo, { replace: true });
    else controls.close();
  };

  return (
    <Modal.Root opened={controls.opened} onClose={controls.close} centered size="md" padding="xl">
      <Modal.Overlay backgroundOpacity={0.55} blur={3} />
      <Modal.Content radius="lg">
        {/* The panel unmounts with the content, so each opening starts on a fresh form. */}
        <AuthPanel
          mode={controls.mode}
          redirect={redirectTo}
          isLinkInvalid={controls.isLinkInvalid}
          isSecondStep={controls.isSecondStep}
          linkKind={controls.linkKind}
          onModeChange={controls.setMode}
          onSignedIn={handleSignedIn}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
