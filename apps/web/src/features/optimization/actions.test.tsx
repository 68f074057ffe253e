/** Acting on recommendations (spec 2 §4; issue 10): accept, dismiss with a reason, schedule, revert, batch; failures are toasts. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOptionOf } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aRecommendation, card, findCard, hoursFromNow, serveOptimization, someRecommendations } from './testing.ts';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

const TITLE = 'Pause Summer Sale: $312.40 spent without a conversion';
const conflict = (message: string) => () => ({ status: 409, body: { code: 'CONFLICT', message } });
const dialog = () => screen.findByRole('dialog');

describe('accept', () => {
  it('posts accept and shows the applied recommendation with Revert instead of the PENDING actions', async () => {
    const server = serveOptimization({ recommendations: [aRecommendation()] });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: IMPLEMENTED')).toBeInTheDocument());
    expect(server.requests('POST', '/api/optimization/recommendations/1/accept')).toHaveLength(1);
    expect(within(card(TITLE)).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card(TITLE)).getByRole('button', { name: 'Revert' })).toBeInTheDocument();
    expect(await screen.findByText(`Applied: ${TITLE}`)).toBeInTheDocument();
    // The summary cards follow the server (nothing open is left), the card stays where it was.
    const ready = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(ready).getByRole('group', { name: 'Ready to Implement' })).toHaveTextContent('0'));
    expect(within(ready).getByRole('group', { name: 'Total Recommendations' })).toHaveTextContent('0');
    expect(card(TITLE)).toBeInTheDocument();
  });

  it("shows the server's 409 as a toast and leaves the card as it was", async () => {
    serveOptimization({
      recommendations: [aRecommendation()],
      actions: { '1/accept': conflict('This recommendation is DISMISSED; only a PENDING one can be accepted.') },
    });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This recommendation is DISMISSED; only a PENDING one can be accepted.')).toBeInTheDocument();
    expect(screen.getByText('Accept failed')).toBeInTheDocument();
    expect(within(card(TITLE)).getByLabelText('Status: PENDING')).toBeInTheDocument();
  });

  it('shows an apply failure with its reason, and Retry accepts again', async () => {
    const failed = aRecommendation({
      status: 'ACCEPTED',
      applyFailure: {
        message: 'Facebook refused the budget change: (#100) Invalid parameter',
        at: '2026-11-24T08:00:00.000Z',
        attempts: 1,
      },
    });
    const server = serveOptimization({
      recommendations: [failed],
      actions: { '1/accept': () => ({ body: { ...failed, applyFailure: { ...failed.applyFailure, attempts: 2 } } }) },
    });
    const { user } = renderApp('/optimization');
    const c = await findCard(TITLE);
    expect(within(c).getByText('Could not apply')).toBeInTheDocument();
    expect(within(c).getByText('Facebook refused the budget change: (#100) Invalid parameter')).toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.requests('POST', '/api/optimization/recommendations/1/accept')).toHaveLength(1));
    expect(await within(card(TITLE)).findByText(/2 attempts/)).toBeInTheDocument();
    // The failure is a toast too.
    expect(await screen.findByText('Could not apply the recommendation')).toBeInTheDocument();
  });
});

describe('a failed application', () => {
  const failed = aRecommendation({
    status: 'ACCEPTED',
    applyFailure: {
      message: 'Campaign "Summer Sale" is PAUSED, not ACTIVE: there is nothing to pause.',
      at: hoursFromNow(-2),
      attempts: 1,
    },
  });

  it('offers Retry and Give up, not the PENDING actions; Give up dismisses it with a reason', async () => {
    const server = serveOptimization({ recommendations: [failed] });
    const { user } = renderApp('/optimization');
    const c = await findCard(TITLE);
    expect(within(c).getByText('Campaign "Summer Sale" is PAUSED, not ACTIVE: there is nothing to pause.')).toBeInTheDocument();
    for (const name of ['Accept', 'Schedule', 'Dismiss']) expect(within(c).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Give up' }));
    const d = await dialog();
    await user.click(within(d).getByRole('radio', { name: 'Already implemented' }));
    await user.click(within(d).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/1/dismiss')).toEqual([{ reason: 'already_implemented' }]),
    );
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: DISMISSED')).toBeInTheDocument());
    expect(within(card(TITLE)).queryByText('Could not apply')).not.toBeInTheDocument();
    expect(await screen.findByText(`Dismissed: ${TITLE}`)).toBeInTheDocument();
  });

  it('can be selected for the batch actions; an accepted one without a failure cannot', async () => {
    const server = serveOptimization({
      recommendations: [
        { ...failed, title: 'Failed one' },
        aRecommendation({ id: 2, title: 'Being applied', status: 'ACCEPTED' }),
        aRecommendation({ id: 3, title: 'Pending one' }),
      ],
      extra: {
        'POST /api/optimization/recommendations/batch': () => ({
          body: {
            results: [1, 3].map((id) => ({ id, ok: true, status: 'IMPLEMENTED', code: null, message: null })),
            succeeded: 2,
            failed: 0,
          },
        }),
      },
    });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard('Failed one')).getByRole('checkbox', { name: 'Select Failed one' }));
    expect(within(card('Being applied')).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(card('Pending one')).getByRole('checkbox', { name: 'Select Pending one' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/batch')).toEqual([{ action: 'accept', ids: [1, 3] }]),
    );
    expect(await screen.findByText('2 accepted, 0 failed')).toBeInTheDocument();
  });
});

describe('a scheduled one', () => {
  const inTwoDays = new Date();
  inTwoDays.setDate(inTwoDays.getDate() + 2);
  inTwoDays.setHours(10, 15, 0, 0);
  const scheduled = aRecommendation({ status: 'SCHEDULED', scheduledFor: inTwoDays.toISOString() });

  it('Reschedule opens the dialog at its current time and posts the new one', async () => {
    const server = serveOptimization({ recommendations: [scheduled] });
    const { user } = renderApp('/optimization');
    const c = await findCard(TITLE);
    for (const name of ['Accept', 'Schedule', 'Dismiss']) expect(within(c).queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Reschedule' }));
    const d = await screen.findByRole('dialog', { name: 'Reschedule recommendation' });
    expect(within(d).getByLabelText(/^Time/)).toHaveValue('10:15');
    await user.clear(within(d).getByLabelText(/^Time/));
    await user.type(within(d).getByLabelText(/^Time/), '16:45');
    await user.click(within(d).getByRole('button', { name: 'Reschedule' }));
    const at = new Date(inTwoDays);
    at.setHours(16, 45);
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/1/schedule')).toEqual([{ scheduledFor: at.toISOString() }]),
    );
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: SCHEDULED')).toBeInTheDocument());
  });

  it('Cancel schedule makes it PENDING again, with Accept, Schedule and Dismiss', async () => {
    const server = serveOptimization({ recommendations: [scheduled] });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(server.requests('POST', '/api/optimization/recommendations/1/unschedule')).toHaveLength(1));
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: PENDING')).toBeInTheDocument());
    for (const name of ['Accept', 'Schedule', 'Dismiss']) expect(within(card(TITLE)).getByRole('button', { name })).toBeInTheDocument();
    expect(within(card(TITLE)).queryByRole('button', { name: 'Cancel schedule' })).not.toBeInTheDocument();
    expect(await screen.findByText(`Schedule cancelled: ${TITLE}`)).toBeInTheDocument();
  });

  it("shows the server's refusal to cancel as a toast", async () => {
    serveOptimization({
      recommendations: [scheduled],
      actions: { '1/unschedule': conflict('Cannot cancel the schedule: the recommendation is IMPLEMENTED.') },
    });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('Cannot cancel the schedule: the recommendation is IMPLEMENTED.')).toBeInTheDocument();
    expect(screen.getByText('Cancel schedule failed')).toBeInTheDocument();
  });
});

describe('dismiss', () => {
  it('sends the chosen reason and comment, and shows the item dismissed', async () => {
    const server = serveOptimization({ recommendations: [aRecommendation()] });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Dismiss' }));
    const d = await dialog();
    for (const label of ['Not relevant', 'Already implemented', 'Insufficient data', 'Too risky', 'Other'])
      expect(within(d).getByRole('radio', { name: label })).toBeInTheDocument();
    await user.click(within(d).getByRole('radio', { name: 'Too risky' }));
    await user.type(within(d).getByLabelText('Comment (optional)'), 'Launch week');
    await user.click(within(d).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/1/dismiss')).toEqual([
        { reason: 'too_risky', comment: 'Launch week' },
      ]),
    );
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: DISMISSED')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("needs the text when the reason is 'other'", async () => {
    const server = serveOptimization({ recommendations: [aRecommendation()] });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Dismiss' }));
    const d = await dialog();
    await user.click(within(d).getByRole('radio', { name: 'Other' }));
    await user.click(within(d).getByRole('button', { name: 'Dismiss' }));
    expect(within(d).getByText("A comment is required when the reason is 'other'.")).toBeInTheDocument();
    expect(server.requests('POST', '/api/optimization/recommendations/1/dismiss')).toHaveLength(0);
    await user.type(within(d).getByLabelText(/Comment/), 'Seasonal product');
    await user.click(within(d).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/1/dismiss')).toEqual([
        { reason: 'other', comment: 'Seasonal product' },
      ]),
    );
  });
});

describe('schedule', () => {
  it('sends the chosen date and time, refuses a past one, and shows the item scheduled', async () => {
    const server = serveOptimization({ recommendations: [aRecommendation()] });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Schedule' }));
    const d = await dialog();
    const date = within(d).getByLabelText(/^Date/);
    const time = within(d).getByLabelText(/^Time/);
    await user.clear(date);
    await user.type(date, '2020-01-01');
    await user.click(within(d).getByRole('button', { name: 'Schedule' }));
    expect(within(d).getByRole('alert')).toHaveTextContent('Choose a date and time in the future.');
    expect(server.requests('POST', '/api/optimization/recommendations/1/schedule')).toHaveLength(0);

    const next = new Date(Date.now() + 3 * 86_400_000);
    const ymd = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    await user.clear(date);
    await user.type(date, ymd);
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(d).getByRole('button', { name: 'Schedule' }));
    const at = new Date(next.getFullYear(), next.getMonth(), next.getDate(), 14, 30).toISOString();
    await waitFor(() => expect(server.calls('POST', '/api/optimization/recommendations/1/schedule')).toEqual([{ scheduledFor: at }]));
    await waitFor(() => expect(within(card(TITLE)).getByLabelText('Status: SCHEDULED')).toBeInTheDocument());
  });

  it("shows the server's refusal as a toast", async () => {
    serveOptimization({
      recommendations: [aRecommendation()],
      actions: {
        '1/schedule': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'scheduledFor must be in the future.' } }),
      },
    });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Schedule' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('scheduledFor must be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Schedule failed')).toBeInTheDocument();
  });
});

describe('revert', () => {
  const implemented = aRecommendation({ status: 'IMPLEMENTED', implementedAt: hoursFromNow(-30), revertible: true });

  it('asks first, then posts revert and shows it reverted', async () => {
    const server = serveOptimization({ recommendations: [implemented] });
    const { user } = renderApp('/optimization');
    await chooseOptionOf(user, 'Status', 'IMPLEMENTED');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Revert' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(server.requests('POST', '/api/optimization/recommendations/1/revert')).toHaveLength(1));
    await waitFor(() => expect(within(card(TITLE)).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument());
    expect(within(card(TITLE)).getByText(/reverted/)).toBeInTheDocument();
  });

  it('shows the 409 message as a toast when the object changed since', async () => {
    serveOptimization({
      recommendations: [implemented],
      actions: { '1/revert': conflict('Summer Sale was changed after this recommendation was applied; it cannot be reverted.') },
    });
    const { user } = renderApp('/optimization');
    await chooseOptionOf(user, 'Status', 'IMPLEMENTED');
    await user.click(within(await findCard(TITLE)).getByRole('button', { name: 'Revert' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Revert' }));
    expect(
      await screen.findByText('Summer Sale was changed after this recommendation was applied; it cannot be reverted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Revert failed')).toBeInTheDocument();
  });
});

describe('batch', () => {
  it('accepts the selected ones and reports the counts', async () => {
    const server = serveOptimization({
      recommendations: someRecommendations(3),
      extra: {
        'POST /api/optimization/recommendations/batch': () => ({
          body: {
            results: [
              { id: 1, ok: true, status: 'IMPLEMENTED', code: null, message: null },
              { id: 3, ok: false, status: null, code: 'CONFLICT', message: 'Cannot accept: the recommendation is DISMISSED.' },
            ],
            succeeded: 1,
            failed: 1,
          },
        }),
      },
    });
    const { user } = renderApp('/optimization');
    await user.click(within(await findCard('Recommendation 1')).getByRole('checkbox', { name: 'Select Recommendation 1' }));
    await user.click(within(card('Recommendation 3')).getByRole('checkbox', { name: 'Select Recommendation 3' }));
    const bar = screen.getByRole('region', { name: 'Selected recommendations' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Accept selected' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/batch')).toEqual([{ action: 'accept', ids: [1, 3] }]),
    );
    expect(await screen.findByText('1 accepted, 1 failed. Cannot accept: the recommendation is DISMISSED.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected recommendations' })).not.toBeInTheDocument());
  });

  it('dismisses every pending one on the page with one reason', async () => {
    const server = serveOptimization({
      recommendations: someRecommendations(2),
      extra: {
        'POST /api/optimization/recommendations/batch': () => ({
          body: {
            results: [1, 2].map((id) => ({ id, ok: true, status: 'DISMISSED', code: null, message: null })),
            succeeded: 2,
            failed: 0,
          },
        }),
      },
    });
    const { user } = renderApp('/optimization');
    await findCard('Recommendation 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending on this page' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss selected' }));
    const d = await dialog();
    await user.click(within(d).getByRole('radio', { name: 'Insufficient data' }));
    await user.click(within(d).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/optimization/recommendations/batch')).toEqual([
        { action: 'dismiss', ids: [1, 2], reason: 'insufficient_data' },
      ]),
    );
    expect(await screen.findByText('2 dismissed, 0 failed')).toBeInTheDocument();
  });
});
