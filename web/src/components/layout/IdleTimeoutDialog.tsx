import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/ui/AppModal';

export interface IdleTimeoutDialogProps {
  opened: boolean;
  secondsLeft: number;
  onStay(): void;
  onSignOut(): void;
}

export function IdleTimeoutDialog({ opened, secondsLeft, onStay, onSignOut }: IdleTimeoutDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onStay} title={t('idle.title')} centered>
      <Text mb="lg" aria-live="polite">
        {t('idle.message', { seconds: Math.max(0, Math.ceil(secondsLeft)) })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          {t('idle.signOut')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('idle.stay')}
        </Button>
      </Group>
    </AppModal>
  );
}
