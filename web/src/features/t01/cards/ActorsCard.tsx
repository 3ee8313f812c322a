import { Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@/api/types';
import { CatalogSelect, FormCard, useDocumentForm } from '@/components/form';
import type { JsonObject } from '@/lib/jsonPointer';
import { notify, withdrawNotification } from '@/lib/notify';
import { I_AM_HOLDER } from '@/rules/types';
import { ContactFields } from './ContactFields';
import { PartyFields } from '@/documents/fields/PartyFields';

/** The declaration's consignor and consignee are the master consignment's (card 8). */
export const ACTORS_POINTERS = ['/applicant', '/applicantContact', '/representative', '/representativeStatus', '/representativeContact'];

/** The holder can be chosen among the user's own EORI and the linked ones (spec 6). */
export function holderEoris(me: Me): string[] {
  return [me.eori, ...me.linkedEoris].filter((eori): eori is string => !!eori);
}

/** Card 3: actors; agents get 'I am Holder' (an engine command) with an undo. */
export function ActorsCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useDocumentForm();
  const [undo, setUndo] = useState<{ document: JsonObject; notice: string } | null>(null);
  const canSwitch = me.userType === 'agent' && !form.readOnly;

  const actions = canSwitch ? (
    undo ? (
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => {
          form.replace(undo.document);
          // 'You are now the holder' no longer holds
          withdrawNotification(undo.notice);
          setUndo(null);
        }}
      >
        {t('t01.actors.undo')}
      </Button>
    ) : (
      <Button
        size="compact-sm"
        variant="outline"
        // blue.9: the default blue on the card's header is below 4.5:1
        color="blue.9"
        onClick={() => {
          const document = form.command(I_AM_HOLDER);
          setUndo({ document, notice: notify({ color: 'blue', message: t('t01.actors.iAmHolderDone') }) });
        }}
      >
        {t('t01.actors.iAmHolder')}
      </Button>
    )
  ) : undefined;

  return (
    <FormCard number={3} title={t('t01.cards.actors')} pointers={ACTORS_POINTERS} defaultExpanded={false} actions={actions}>
      <Stack gap="md">
        <PartyFields pointer="/applicant" title={t('t01.actors.applicant')} allowedEoris={holderEoris(me)} />
        <ContactFields pointer="/applicantContact" title={t('t01.actors.applicantContact')} />
        <Divider />
        <PartyFields pointer="/representative" title={t('t01.actors.representative')} />
        <CatalogSelect pointer="/representativeStatus" label={t('t01.actors.representativeStatus')} catalog="representative-status" />
        <ContactFields pointer="/representativeContact" title={t('t01.actors.representativeContact')} />
      </Stack>
    </FormCard>
  );
}
