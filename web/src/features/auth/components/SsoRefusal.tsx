import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The reasons the server gives for refusing a sign-in through the SSO (`/login?sso=refused`). */
const REASONS = ['state', 'nonce', 'signature', 'audience', 'issuer', 'expired', 'token', 'provider', 'missing-attribute', 'bad-attribute', 'disabled'] as const;
type Reason = (typeof REASONS)[number];

/** The user attributes a refusal may name (the administration form's fields). */
const ATTRIBUTES = ['userType', 'displayName', 'eori', 'linkedEoris', 'customsOffices', 'permissions'] as const;
type Attribute = (typeof ATTRIBUTES)[number];

const isReason = (r: string | null): r is Reason => REASONS.includes(r as Reason);
const isAttribute = (a: string): a is Attribute => ATTRIBUTES.includes(a as Attribute);

/** Why the SSO's sign-in was refused, in the user's language, naming each attribute with the
 * claim that should carry it (what the SSO's administrators need to fix it). */
export function SsoRefusal({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const reason = params.get('reason');
  const attributes = (params.get('attributes') ?? '').split(',').filter(Boolean);
  const claims = (params.get('claims') ?? '').split(',');
  const named = attributes
    .map((attribute, i) =>
      t('auth.sso.claim', {
        attribute: isAttribute(attribute) ? t(`admin.fields.${attribute}`) : attribute,
        claim: claims[i] ?? '',
      }),
    )
    .join(', ');
  return (
    <Alert color="red" variant="outline" title={t('auth.sso.refused')} role="alert" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
      {isReason(reason) ? t(`auth.sso.reasons.${reason}`, { attributes: named }) : t('auth.sso.reasons.token')}
    </Alert>
  );
}
