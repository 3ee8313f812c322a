import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SsoRefusal } from './SsoRefusal';

describe('SsoRefusal', () => {
  it('names each missing attribute as the form labels it, with the claim that should carry it', () => {
    const params = new URLSearchParams('sso=refused&reason=missing-attribute&attributes=eori,customsOffices&claims=eori,offices');
    renderWithProviders(<SsoRefusal params={params} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your SSO account lacks what your user type needs: EORI number (claim “eori”), Customs offices (claim “offices”).',
    );
  });

  it('says what a spoilt token means, and an unknown reason as a token that could not be verified', () => {
    const { unmount } = renderWithProviders(<SsoRefusal params={new URLSearchParams('reason=audience')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('was issued for another application (audience)');
    unmount();
    renderWithProviders(<SsoRefusal params={new URLSearchParams('reason=<script>')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The identity token from the SSO could not be verified.');
  });
});
