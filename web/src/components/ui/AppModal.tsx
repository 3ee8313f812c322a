import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppModalProps extends Pick<ModalRootProps, 'opened' | 'onClose' | 'size' | 'centered' | 'fullScreen'> {
  title: ReactNode;
  /** Accessible name of the close button (defaults to "Close"). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * Mantine's Modal with a <div> header: its default <header> is a second banner landmark for
 * axe. Focus is trapped inside and Esc closes.
 */
export function AppModal({ title, closeLabel, children, ...root }: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root trapFocus returnFocus {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title component="h2" fw={650}>
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel ?? t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
