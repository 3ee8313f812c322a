import { ActionIcon, Collapse, Group, Paper, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/ui/AppModal';
import classes from './NumberedCard.module.css';

export interface NumberedCardProps {
  number: number;
  title: string;
  /** The card holds a field the declaration must have: marked as the form marks a required field. */
  mandatory?: boolean;
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  /** Extra controls shown in the card header (e.g. 'I am Holder'). */
  actions?: ReactNode;
  children: ReactNode;
  /** The card's element id (a table of contents links to it). */
  id?: string;
  /** The card's element (a table of contents scrolls to it). */
  cardRef?: Ref<HTMLElement>;
  /** The heading's expand toggle (a table of contents moves the focus to it). */
  toggleRef?: Ref<HTMLButtonElement>;
}

/** A numbered, collapsible card of a form tab that can be shown full-screen. */
export function NumberedCard({ number, title, expanded, onExpandedChange, actions, mandatory, children, id, cardRef, toggleRef }: NumberedCardProps) {
  const { t } = useTranslation();
  const [maximised, setMaximised] = useState(false);
  const bodyId = useId();
  const heading = `${number}. ${title}`;
  return (
    <Paper withBorder radius="sm" className={classes.card} component="section" aria-label={heading} id={id} ref={cardRef}>
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <Title order={2} className={classes.title}>
          <UnstyledButton ref={toggleRef} className={classes.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => onExpandedChange(!expanded)}>
            <span className={classes.chevron} data-expanded={expanded} aria-hidden>
              ▸
            </span>
            <span className={classes.number}>{number}</span>{' '}
            <span>{title}</span>
            {/* hidden from the toggle's name, which stays the card's number and title */}
            {mandatory && (
              <span aria-hidden className={classes.mandatory} title={t('card.mandatory')}>
                *
              </span>
            )}
          </UnstyledButton>
          {mandatory && <VisuallyHidden>({t('card.mandatory')})</VisuallyHidden>}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {actions}
          <Tooltip label={t('card.maximise')}>
            <ActionIcon variant="default" aria-label={t('card.maximiseNamed', { title })} onClick={() => setMaximised(true)}>
              <span aria-hidden>⤢</span>
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Collapse expanded={expanded && !maximised} id={bodyId}>
        <div className={classes.body}>{!maximised && children}</div>
      </Collapse>
      <AppModal opened={maximised} onClose={() => setMaximised(false)} fullScreen title={heading} closeLabel={t('card.restore')}>
        {maximised && children}
      </AppModal>
    </Paper>
  );
}
