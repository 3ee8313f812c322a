import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { awaits, isOverdue, TimeLimits } from './TimeLimits';

const TODAY = '2026-03-10';

const limit = (key: string) => screen.getByTestId('time-limits').querySelector(`[data-limit="${key}"]`) as HTMLElement;

describe('TimeLimits', () => {
  it("marks the office's acceptance overdue, in words, once its day has passed while the application waits for it", () => {
    renderWithProviders(<TimeLimits limits={{ acceptanceDue: '2026-03-09' }} status="SUBMITTED" today={TODAY} />);
    expect(limit('acceptanceDue')).toHaveTextContent('Acceptance due by 2026-03-09 Overdue');
    expect(limit('acceptanceDue')).toHaveAttribute('data-overdue', 'true');
  });

  it('does not mark a limit whose day has not passed (the due day itself included)', () => {
    renderWithProviders(<TimeLimits limits={{ acceptanceDue: TODAY, decisionDue: '2026-04-01' }} status="SUBMITTED" today={TODAY} />);
    expect(screen.getByTestId('time-limits')).toHaveTextContent(`Acceptance due by ${TODAY}`);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it("marks the decision and the applicant's answer overdue only while they are awaited", () => {
    const limits = { decisionDue: '2026-03-01', applicantDue: '2026-03-05', informationRequestedIn: 'ACCEPTED' };
    const { unmount } = renderWithProviders(<TimeLimits limits={limits} status="INFORMATION_REQUESTED" today={TODAY} />);
    expect(limit('decisionDue')).toHaveTextContent('Overdue');
    expect(limit('applicantDue')).toHaveTextContent("The applicant's answer due by 2026-03-05 Overdue");
    unmount();

    // withdrawn: the process stopped, its limits stay on record without a mark
    renderWithProviders(<TimeLimits limits={limits} status="WITHDRAWN" today={TODAY} />);
    expect(screen.getByTestId('time-limits')).toHaveTextContent('Decision due by 2026-03-01');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('marks nothing on an old version (no status awaited)', () => {
    renderWithProviders(<TimeLimits limits={{ acceptanceDue: '2026-01-01' }} status={null} today={TODAY} />);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it("compares with the browser's date when not told", () => {
    renderWithProviders(<TimeLimits limits={{ acceptanceDue: '2000-01-01', decisionDue: '2999-12-31' }} status="SUBMITTED" />);
    expect(limit('acceptanceDue')).toHaveTextContent('Overdue');
    expect(limit('decisionDue')).not.toHaveTextContent('Overdue');
  });

  it('shows nothing without a time limit', () => {
    renderWithProviders(<TimeLimits limits={{}} status="SUBMITTED" />);
    expect(screen.queryByTestId('time-limits')).not.toBeInTheDocument();
  });

  it('knows which step each status waits for', () => {
    expect(awaits('acceptanceDue', 'SUBMITTED')).toBe(true);
    expect(awaits('acceptanceDue', 'INFORMATION_REQUESTED', 'SUBMITTED')).toBe(true);
    expect(awaits('acceptanceDue', 'NOT_ACCEPTED')).toBe(false);
    expect(awaits('decisionDue', 'ACCEPTED')).toBe(true);
    expect(awaits('decisionDue', 'HEARING')).toBe(true);
    expect(awaits('decisionDue', 'INFORMATION_REQUESTED', 'ACCEPTED')).toBe(true);
    expect(awaits('decisionDue', 'FAVOURABLE')).toBe(false);
    expect(awaits('applicantDue', 'HEARING')).toBe(true);
    expect(awaits('applicantDue', 'ACCEPTED')).toBe(false);
    expect(isOverdue('decisionDue', { decisionDue: '2026-03-09' }, 'ACCEPTED', TODAY)).toBe(true);
    expect(isOverdue('decisionDue', { decisionDue: '2026-03-09' }, 'ISSUED', TODAY)).toBe(false);
  });
});
