import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TimeLimits } from './TimeLimits';

const limit = (key: string) => screen.getByTestId('time-limits').querySelector(`[data-limit="${key}"]`) as HTMLElement;

describe('TimeLimits', () => {
  it('marks, in words, each limit the server names overdue', () => {
    renderWithProviders(<TimeLimits limits={{ decisionDue: '2026-03-01', applicantDue: '2026-03-05', overdue: ['decisionDue', 'applicantDue'] }} />);
    expect(limit('decisionDue')).toHaveTextContent('Decision due by 01/03/2026 Overdue');
    expect(limit('decisionDue')).toHaveAttribute('data-overdue', 'true');
    expect(limit('applicantDue')).toHaveTextContent("The applicant's answer due by 05/03/2026 Overdue");
  });

  it('shows a limit the server does not name overdue without a mark, whatever its date', () => {
    renderWithProviders(<TimeLimits limits={{ acceptanceDue: '2000-01-01', decisionDue: '2026-04-01', overdue: ['decisionDue'] }} />);
    expect(limit('acceptanceDue')).toHaveTextContent('Acceptance due by 01/01/2000');
    expect(limit('acceptanceDue')).not.toHaveTextContent('Overdue');
    expect(limit('decisionDue')).toHaveTextContent('Overdue');
  });

  it('shows nothing without a time limit', () => {
    renderWithProviders(<TimeLimits limits={{}} />);
    expect(screen.queryByTestId('time-limits')).not.toBeInTheDocument();
  });
});
