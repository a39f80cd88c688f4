import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { billingOff, billingOn, freeFeatures, freePlanResponse } from '../../test-support/plan-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { MyPlanPage } from './MyPlanPage';

function answerPlanCalls(replies: Partial<Record<string, FakeReply>>) {
  const defaults: Record<string, FakeReply> = {
    '/user/plan': successReply(freePlanResponse),
    '/user/features': successReply(freeFeatures),
    '/user/billing': successReply(billingOff),
  };
  return answerApiWith((config) => {
    const reply = replies[config.url ?? ''] ?? defaults[config.url ?? ''];
    return reply ?? { status: 204, data: '' };
  });
}

const serverError: FakeReply = { status: 500, data: { status: 'error', message: 'The server is down.' } };

describe('MyPlanPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the plan, its credits, limits and history', async () => {
    answerPlanCalls({});
    renderScreen(<MyPlanPage />);
    expect((await screen.findByTestId('plan-name')).textContent).toBe('Free');
    expect(screen.getByTestId('plan-status').textContent).toBe('Active');
    expect(screen.getByTestId('credits-meter').textContent).toContain('1/3 used');
    expect(screen.getByRole('progressbar', { name: 'Video credits used' })).toBeTruthy();
    const features = await screen.findByRole('table', { name: 'Plan features' });
    expect(within(features).getByText('Not included')).toBeTruthy();
    expect(within(features).getByText('500 MB')).toBeTruthy();
    expect(within(screen.getByTestId('plan-history')).getByText('Plan started')).toBeTruthy();
  });

  it('explains a plan in its grace period', async () => {
    answerPlanCalls({ '/user/plan': successReply({ ...freePlanResponse, status: 'grace' }) });
    renderScreen(<MyPlanPage />);
    expect((await screen.findByTestId('plan-status')).textContent).toBe('Grace period');
    expect(screen.getByText(/keeps working while the payment is retried/)).toBeTruthy();
  });

  it('points to redeem codes when online payments are off', async () => {
    answerPlanCalls({});
    renderScreen(<MyPlanPage />);
    const note = await screen.findByTestId('billing-disabled');
    expect(note.textContent).toContain('Online payments are not set up on this server');
    expect(within(note).getByRole('link', { name: 'Redeem a code' }).getAttribute('href')).toBe(
      '/redeem-code',
    );
  });

  it('sends the browser to the payment page of a chosen plan', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const calls = answerPlanCalls({
      '/user/billing': successReply(billingOn),
      '/user/billing/checkout': successReply({ url: 'https://pay.example.com/session' }),
    });
    renderScreen(<MyPlanPage />);
    const card = await screen.findByTestId('upgrade-pro-monthly');
    expect(card.textContent).toContain('30 video credits per month');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/session'));
    expect(calls).toContain('POST /user/billing/checkout');
  });

  it('shows why the plan could not load, and loads it again on retry', async () => {
    const replies: Partial<Record<string, FakeReply>> = { '/user/plan': serverError };
    answerPlanCalls(replies);
    renderScreen(<MyPlanPage />);
    expect(await screen.findByText('The server is down.')).toBeTruthy();
    replies['/user/plan'] = successReply(freePlanResponse);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('plan-name')).textContent).toBe('Free');
  });
});
