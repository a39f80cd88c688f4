import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { freeFeatures, freePlanResponse } from '../../test-support/plan-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { CreditsBadge } from './CreditsBadge';
import { RedeemCodePage } from './RedeemCodePage';

const lifetimePlan = { ...freePlanResponse, name: 'Lifetime', total_credits: 40, available_credits: 40 };

/** Plays the server: `redeemReply` answers the redeem call, after which the plan is `planAfter`. */
function answerRedeem(redeemReply: FakeReply, planAfter = freePlanResponse) {
  let plan = freePlanResponse;
  return answerApiWith((config) => {
    if (config.url === '/user/redeem-code') {
      if (redeemReply.status < 400) plan = planAfter;
      return redeemReply;
    }
    if (config.url === '/user/plan') return successReply(plan);
    if (config.url === '/user/features') return successReply(freeFeatures);
    return { status: 204, data: '' };
  });
}

function redeem(code: string) {
  const field = screen.getByLabelText('Code');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  return field;
}

describe('RedeemCodePage', () => {
  afterEach(cleanup);

  it('asks for the whole code before calling the server', async () => {
    const calls = answerRedeem(successReply({ message: 'unused' }));
    renderScreen(<RedeemCodePage />);
    redeem('ab');
    expect(await screen.findByText('Enter the whole code.')).toBeTruthy();
    expect(calls).not.toContain('POST /user/redeem-code');
  });

  it('shows why the server refused the code under the field', async () => {
    const refused = { status: 'error', message: 'Invalid.', errors: { code: ['This code has expired.'] } };
    answerRedeem({ status: 422, data: refused });
    renderScreen(<RedeemCodePage />);
    const field = redeem('abcd-efgh-jkmn-pqrs');
    expect(await screen.findByText('This code has expired.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message when there were too many attempts', async () => {
    const tooMany = 'Too many attempts at redeeming codes. Please wait 10 minutes and try again.';
    answerRedeem({ status: 429, data: { status: 'error', message: tooMany } });
    renderScreen(<RedeemCodePage />);
    redeem('ABCD-EFGH-JKMN-PQRS');
    expect((await screen.findByTestId('redeem-general-error')).textContent).toBe(tooMany);
  });

  it('shows the new plan after redeeming, and the credits badge follows at once', async () => {
    answerRedeem(successReply({ message: 'Code redeemed: Lifetime plan.' }), lifetimePlan);
    renderScreen(
      <>
        <CreditsBadge />
        <RedeemCodePage />
      </>,
    );
    expect((await screen.findByTestId('credits-badge')).textContent).toContain('1/3 video');
    redeem('abcd-efgh-jkmn-pqrs');
    expect(await screen.findByText('Code redeemed: Lifetime plan.')).toBeTruthy();
    expect(screen.getByTestId('plan-name').textContent).toBe('Lifetime');
    expect(screen.getByTestId('credits-badge').textContent).toContain('0/40 video');
    expect(screen.getByRole('link', { name: 'View my plan' }).getAttribute('href')).toBe('/my-plan');
  });
});
