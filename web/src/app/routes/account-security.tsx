import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { PasswordCard } from '#web/features/account-security/components/password-card.tsx';
import { SessionsCard } from '#web/features/account-security/components/sessions-card.tsx';
import { TwoFactorCard } from '#web/features/account-security/components/two-factor-card.tsx';
import { useAccountSecurity } from '#web/features/auth/api/get-account-security.ts';
import { t } from '#web/lib/i18n.ts';
import { RequireCustomer } from '../require-customer.tsx';

/** The signed-in account's security: its password, two-factor sign-in, and where it is signed in. */
export function AccountSecurityRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.security} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow={t('security.eyebrow')} title={t('security.title')}>
        {t('security.lead')}
      </PageHeader>
      <div className="container-page pt-8 sm:pt-12">
        <RequireCustomer returnTo={paths.security.getHref()}>
          {(user) => <SecurityPanels email={user.email} />}
        </RequireCustomer>
      </div>
    </div>
  );
}

function SecurityPanels({ email }: { email: string }) {
  const security = useAccountSecurity();
  if (security.isPending) {
    return (
      <p role="status" className="mx-auto max-w-4xl text-ink-soft">
        {t('security.loading')}
      </p>
    );
  }
  if (security.isError) {
    return (
      <div className="mx-auto max-w-4xl">
        <LoadError
          what={t('security.loadError')}
          onRetry={() => void security.refetch()}
          retrying={security.isFetching}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PasswordCard hasPassword={security.data.hasPassword} email={email} />
      <TwoFactorCard security={security.data} />
      <SessionsCard />
    </div>
  );
}
