import { useMediaQuery } from '@mui/material';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AdminShell } from './layout/AdminShell';
import { GlobalFeedback } from './layout/GlobalFeedback';
import { ShellLayout } from './layout/ShellLayout';
import { getSettings, subscribeSettings } from './layout/settings';
import { buildThemeOptions, effectiveMode } from './layout/theme';
import { PageSuspense } from './pages/PageSuspense';
import { PublicOnly } from './pages/PublicOnly';
import { SignedInOnly } from './pages/SignedInOnly';
import * as Pages from './pages/lazy-pages';
import { CitizenApproverLazy } from './pages/CitizenApproverLazy';
import { authProvider, dataProvider, i18nProvider, store } from './providers/app-providers';
import { MAIN_ROUTES, MASTER_DATA_PATH } from './routes';
import { MasterDataPage } from './schema-ui/lazy-views';
import { isResourcePath, RESOURCES } from './schema-ui/resource-registry';

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;
const NotFound = () => <Pages.NotFoundPage />;

/** The staff back office: react-admin with our providers, the routes and one themed layout. */
/** Menu paths that have their own page above; every other non-resource path says "coming soon". */
const BUILT_PAGE_PATHS = new Set([
  '/citizen-approver',
  '/approver',
  '/taxation',
  '/my-work',
  '/make-payment',
  '/call-center',
  '/qr-code',
  '/recoverment',
  '/vechicle-registration-report',
  '/property-registration-report',
  '/rental-registration-report',
  '/birth-registration-report',
  '/gbv-registration-report',
  '/bank-report',
  '/mitigation',
  '/accounting-report',
  '/bank-financial',
  '/clearance',
  '/period-close',
  '/money-approvals',
  '/fee',
  '/settlement',
  '/revenue-split',
  '/docs',
  '/death',
  '/gbv-case',
  '/birth',
]);

export function App() {
  const settings = useSyncExternalStore(subscribeSettings, getSettings);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = effectiveMode(settings.scheme, prefersDark);
  const theme = useMemo(() => buildThemeOptions(settings.theme, mode), [settings.theme, mode]);

  return (
    <AdminShell
      title="Mapato"
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      catchAll={NotFound}
      // The notification slot renders inside every react-admin context on every route, so the
      // app-wide feedback (overlay, notices, updates) lives there, public pages included.
      notification={GlobalFeedback}
      theme={theme}
      darkTheme={null}
      defaultTheme="light"
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route path="/signed-in-redirect" element={<Navigate to="/home" replace />} />
        <Route path="/home" element={page(<Pages.HomePage />)} />
        <Route path="/sign-in" element={page(<Pages.SignInPage />)} />
        <Route
          path="/sign-up"
          element={page(
            <PublicOnly>
              <Pages.SignUpPage />
            </PublicOnly>,
          )}
        />
        <Route
          path="/forgot-password"
          element={page(
            <PublicOnly>
              <Pages.ForgotPasswordPage />
            </PublicOnly>,
          )}
        />
        <Route
          path="/reset-password"
          element={page(
            <PublicOnly>
              <Pages.ResetPasswordPage />
            </PublicOnly>,
          )}
        />
        <Route
          path="/confirmation-required"
          element={page(
            <PublicOnly>
              <Pages.ConfirmationRequiredPage />
            </PublicOnly>,
          )}
        />
        <Route path="/sign-out" element={page(<Pages.SignOutPage />)} />
        <Route
          path="/unlock-session"
          element={page(
            <SignedInOnly>
              <Pages.UnlockSessionPage />
            </SignedInOnly>,
          )}
        />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/citizen-approver/*" element={page(<CitizenApproverLazy />)} />
        <Route path="/approver/*" element={page(<Pages.ApproverPage />)} />
        <Route path="/taxation/*" element={page(<Pages.TaxationPage />)} />
        <Route path="/my-work/*" element={page(<Pages.MyWorkPage />)} />
        <Route path="/make-payment/*" element={page(<Pages.MakePaymentPage />)} />
        <Route path="/call-center/*" element={page(<Pages.CallCenterPage />)} />
        <Route path="/qr-code/*" element={page(<Pages.QrCodePage />)} />
        <Route path="/recoverment/*" element={page(<Pages.RecovermentPage />)} />
        <Route path="/vechicle-registration-report/*" element={page(<Pages.RegistrationReportPage key="vehicle" kind="vehicle" />)} />
        <Route path="/property-registration-report/*" element={page(<Pages.RegistrationReportPage key="property" kind="property" />)} />
        <Route path="/rental-registration-report/*" element={page(<Pages.RegistrationReportPage key="rental" kind="rental" />)} />
        <Route path="/birth-registration-report/*" element={page(<Pages.BirthReportPage />)} />
        <Route path="/gbv-registration-report/*" element={page(<Pages.GbvReportPage />)} />
        <Route path="/bank-report/*" element={page(<Pages.BankReportPage />)} />
        <Route path="/mitigation/*" element={page(<Pages.MitigationPage />)} />
        <Route path="/accounting-report/*" element={page(<Pages.AccountingPage />)} />
        <Route path="/bank-financial/*" element={page(<Pages.BankFinancialPage />)} />
        <Route path="/clearance/*" element={page(<Pages.ClearancePage />)} />
        <Route path="/period-close/*" element={page(<Pages.PeriodClosesPage />)} />
        <Route path="/money-approvals/*" element={page(<Pages.MoneyApprovalsPage />)} />
        <Route path="/fee/*" element={page(<Pages.FeePage />)} />
        <Route path="/settlement/*" element={page(<Pages.SettlementPage />)} />
        <Route path="/docs/*" element={page(<Pages.DocsPage />)} />
        <Route path="/death/*" element={page(<Pages.DeathsPage />)} />
        <Route path="/gbv-case/*" element={page(<Pages.GbvCasesPage />)} />
        <Route path="/birth/*" element={page(<Pages.BirthsPage />)} />
        {/* The exact path outranks the revenue-split resource's /revenue-split/*: the menu entry opens the
            shares report, while the configuration keeps its create and edit routes and its project tab. */}
        <Route path="/revenue-split" element={page(<Pages.RevenueSplitPage />)} />
        {MAIN_ROUTES.filter(({ path }) => !isResourcePath(path) && !BUILT_PAGE_PATHS.has(path)).map(({ path, titleKey }) => (
          <Route key={path} path={`${path}/*`} element={<Pages.ComingSoonPage titleKey={titleKey} />} />
        ))}
        <Route path={MASTER_DATA_PATH} element={page(<MasterDataPage />)} />
      </CustomRoutes>
      {/* One resource per schema entity (resources/<path>/index.ts or the generic views); every view is lazy. */}
      {RESOURCES.map((definition) => (
        <Resource
          key={definition.name}
          name={definition.name}
          icon={definition.icon}
          list={definition.list}
          show={definition.show}
          create={definition.create}
          edit={definition.edit}
          recordRepresentation={definition.recordRepresentation}
        />
      ))}
    </AdminShell>
  );
}
