import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataDeletionPage } from './data-deletion-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { TermsOfServicePage } from './terms-of-service-page.tsx';
import { fakePublicConfig, renderPage } from './testing.tsx';

const configured = { contactEmail: 'legal@shop.example', facebookLogin: true };

const mailLinks = () => screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('mailto:'));

describe('PrivacyPolicyPage', () => {
  it('shows the effective date, the AI providers, the under-13 exclusion and the configured contact address', async () => {
    fakePublicConfig(configured);
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 06/06/2025')).toBeInTheDocument();
    for (const provider of ['OpenAI', 'Google Gemini', 'Anthropic', 'Hugging Face', 'fal.ai', 'Stability AI']) {
      expect(screen.getByText(provider)).toBeInTheDocument();
    }
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
    expect((await screen.findAllByText('legal@shop.example')).length).toBeGreaterThan(0);
    expect(mailLinks().every((a) => a.getAttribute('href')?.startsWith('mailto:legal@shop.example'))).toBe(true);
  });

  it('shows the fallback address while the server has not answered', () => {
    fakePublicConfig(new Promise(() => {}));
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getAllByText('privacy@ads-creative.app').length).toBeGreaterThan(0);
  });
});

describe('TermsOfServicePage', () => {
  it('shows the title, the effective date, Facebook responsibilities and the contact address', async () => {
    fakePublicConfig(configured);
    renderPage('/terms-of-service', <TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 06/06/2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "3. Facebook and Meta's policies" })).toBeInTheDocument();
    expect(await screen.findByText('legal@shop.example')).toBeInTheDocument();
  });
});

describe('DataDeletionPage', () => {
  it('explains in Vietnamese how to ask for deletion by e-mail, within 7 working days, and how to remove the app on Facebook', async () => {
    fakePublicConfig(configured);
    renderPage('/data-deletion', <DataDeletionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hướng dẫn xóa dữ liệu người dùng' })).toBeInTheDocument();
    expect(screen.getByText('Ngày hiệu lực: 06/06/2025')).toBeInTheDocument();
    const deadline = screen.getByRole('heading', { name: '2. Thời hạn xử lý' }).parentElement as HTMLElement;
    expect(within(deadline).getByText(/trong vòng/)).toHaveTextContent(
      'Dữ liệu của bạn sẽ được xóa trong vòng 7 ngày làm việc kể từ khi chúng tôi nhận được email yêu cầu.',
    );
    expect(screen.getByRole('heading', { name: '4. Gỡ ứng dụng khỏi Facebook' })).toBeInTheDocument();
    expect(screen.getByText(/"Ứng dụng và trang web"/)).toBeInTheDocument();
    expect((await screen.findAllByText('legal@shop.example')).length).toBeGreaterThan(0);
    expect(mailLinks()[0]).toHaveAttribute('href', `mailto:legal@shop.example?subject=${encodeURIComponent('Yêu cầu xóa dữ liệu')}`);
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });
});

describe('NotFoundPage', () => {
  it("says 'Page Not Found' and 'Return to Home' leads to /", async () => {
    renderPage('/no/such/page', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
