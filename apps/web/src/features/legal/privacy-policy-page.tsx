/**
 * /privacy-policy: what Ads Creative collects (app account, Facebook login and Marketing API data,
 * ad content, uploads, browser storage), who processes it (Meta, the AI providers), for how long,
 * how it is protected and what users can ask for. Public; the contact address comes from the server.
 */
import { RESET_TOKEN_TTL_MINUTES, SESSION_TTL_DAYS } from '@ads-creative/contracts/auth';
import { DATA_DELETION_WORKING_DAYS, MINIMUM_USER_AGE } from '@ads-creative/contracts/constants';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useContactEmail } from './api/public-config.ts';
import { ContactLink, LegalLayout, LegalSection } from './components/legal-layout.tsx';

export function PrivacyPolicyPage() {
  const email = useContactEmail();
  return (
    <LegalLayout title="Privacy Policy">
      <Text>
        This Privacy Policy explains how Ads Creative ("Ads Creative", "we", "us") handles personal data when you use the Ads Creative web
        application, in which advertisers create Facebook ad campaigns and ads, generate ad copy and images with AI providers, publish ads
        to Facebook and review their performance. By using the service you acknowledge the practices described here.
      </Text>

      <LegalSection title="1. Who is responsible">
        <Text>
          The operator of this Ads Creative installation is the controller of your personal data. You can reach us about privacy at{' '}
          <ContactLink email={email} subject="Privacy request" />.
        </Text>
      </LegalSection>

      <LegalSection title="2. Data we collect">
        <List spacing="xs">
          <List.Item>
            <b>App account.</b> Username, e-mail address, display name, avatar URL and your password, which we store only as an argon2id
            hash.
          </List.Item>
          <List.Item>
            <b>Facebook login.</b> If you sign in with Facebook, Meta gives us your Facebook user ID, name, e-mail address, profile picture
            and an access token for the permissions you approve (email, public_profile, ads_management, ads_read, business_management,
            pages_show_list, pages_read_engagement, pages_manage_ads).
          </List.Item>
          <List.Item>
            <b>Marketing API data.</b> Through that token we read and write the ad accounts, Pages, campaigns, ad sets, ads and creatives
            you manage with Ads Creative, and read their performance insights (for example impressions, reach, clicks, spend and
            conversions).
          </List.Item>
          <List.Item>
            <b>Ad content.</b> Campaigns, budgets, schedules and target audiences you enter; ads, prompts, prompt styles and languages; the
            copy and images generated for you and the variation you select; Facebook Ad Library links you import and the text extracted from
            them.
          </List.Item>
          <List.Item>
            <b>Uploaded images.</b> Images you upload for your ads. We re-encode every upload, which removes embedded metadata such as
            camera or location (EXIF) data.
          </List.Item>
          <List.Item>
            <b>Technical data.</b> Your IP address and browser user agent, recorded with each sign-in session and used for security and rate
            limiting, and server logs of requests and errors.
          </List.Item>
        </List>
        <Text>We do not ask for payment card details: ad spend is billed by Meta directly to your Facebook ad account.</Text>
      </LegalSection>

      <LegalSection title="3. How we use data">
        <List spacing="xs">
          <List.Item>to create and secure your account, sign you in and keep you signed in;</List.Item>
          <List.Item>to create, store, generate, publish and analyse the campaigns and ads you ask for;</List.Item>
          <List.Item>to send service e-mails you request, such as password reset links;</List.Item>
          <List.Item>to prevent abuse (for example limiting repeated sign-in attempts) and to investigate faults;</List.Item>
          <List.Item>to meet legal obligations.</List.Item>
        </List>
        <Text>
          We do not sell personal data, do not use it to profile you for advertising, and do not use data received from Facebook for any
          purpose other than providing the features you use, in line with the Meta Platform Terms.
        </Text>
      </LegalSection>

      <LegalSection title="4. AI providers">
        <Text>
          When you generate copy or images with an external AI provider, we send that provider only what the request needs: your prompt,
          prompt style and language, the campaign and ad details you entered, text extracted from Ad Library links you supplied, and, for
          images, the chosen headline and call to action or your uploaded image. The provider you choose acts as our processor for that
          request; the providers we work with are:
        </Text>
        <List spacing={4}>
          <List.Item>OpenAI</List.Item>
          <List.Item>Google Gemini</List.Item>
          <List.Item>Anthropic</List.Item>
          <List.Item>Hugging Face</List.Item>
          <List.Item>fal.ai</List.Item>
          <List.Item>Stability AI</List.Item>
        </List>
        <Text>
          Each provider handles the data under its own API terms and privacy policy. We never send them your password, your Facebook access
          token or your contact details. The built-in generator runs entirely on our server and sends nothing to third parties. Generated
          content can be inaccurate: review it before you publish.
        </Text>
      </LegalSection>

      <LegalSection title="5. Sharing">
        <Text>
          Besides the AI providers above, we share data with Meta when you publish an ad or load insights (the ad content goes to your own
          ad account), with the companies that host our servers, database, file storage and e-mail delivery under confidentiality
          obligations, and with authorities where the law requires it. Some of these recipients may be located outside your country; where
          required we rely on appropriate safeguards for such transfers.
        </Text>
      </LegalSection>

      <LegalSection title="6. Cookies and local storage">
        <Text>
          Ads Creative does not use advertising or analytics cookies and embeds no third-party trackers. Your browser's local storage keeps
          your sign-in token, your light or dark theme choice, your recent notifications and your saved prompts; session storage keeps the
          page to return to after signing in. Signing out removes the token; clearing this site's data in your browser removes the rest.
        </Text>
      </LegalSection>

      <LegalSection title="7. Retention">
        <List spacing="xs">
          <List.Item>Account data, ad content and uploads are kept while your account exists.</List.Item>
          <List.Item>
            Sign-in sessions expire after {SESSION_TTL_DAYS} days and end immediately when you log out; password reset links expire after{' '}
            {RESET_TOKEN_TTL_MINUTES} minutes and work once.
          </List.Item>
          <List.Item>
            The Facebook access token is kept until it expires, you remove the app on Facebook, or your data is deleted.
          </List.Item>
          <List.Item>
            When you ask us to delete your data we do so within {DATA_DELETION_WORKING_DAYS} working days of your e-mailed request, except
            records the law obliges us to keep.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="8. Security">
        <Text>
          Passwords are hashed with argon2id. Sign-in tokens are random, stored only as hashes and revoked on logout. Facebook access tokens
          and AI provider keys are encrypted at rest. Traffic is served over HTTPS, and sign-in, registration and password reset are rate
          limited. No system is perfectly secure; if a breach affects you, we will notify you and the competent authorities as the law
          requires.
        </Text>
      </LegalSection>

      <LegalSection title="9. Your rights">
        <Text>
          Depending on where you live (for example under the EU and UK GDPR or Vietnam's Decree 13/2023/ND-CP on personal data protection),
          you may ask to access, correct, export or delete your personal data, object to or restrict its processing, and withdraw consent at
          any time. You can correct your name, e-mail and password on your profile page, revoke our Facebook access in your Facebook
          settings, and request deletion as described on the{' '}
          <Anchor component={Link} to="/data-deletion">
            data deletion page
          </Anchor>
          . Write to <ContactLink email={email} subject="Privacy request" /> for any other request; you may also complain to your data
          protection authority.
        </Text>
      </LegalSection>

      <LegalSection title="10. Children">
        <Text>
          Ads Creative is a business tool and is not directed to children under {MINIMUM_USER_AGE}. We do not knowingly collect personal
          data from children under {MINIMUM_USER_AGE}; if we learn that we have, we delete it. If you believe a child has given us data,
          contact us.
        </Text>
      </LegalSection>

      <LegalSection title="11. Changes">
        <Text>
          We may update this policy. The effective date above shows the current version; for material changes we will give notice in the app
          or by e-mail before they apply.
        </Text>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Text>
          Questions about this policy or your data: <ContactLink email={email} subject="Privacy request" />.
        </Text>
      </LegalSection>
    </LegalLayout>
  );
}
