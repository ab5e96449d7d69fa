import { lazy } from 'react';

/** Every screen is its own chunk (issue 3: the first load stays within 350 KiB gzipped). */
export const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
export const SignInPage = lazy(() => import('./SignInPage').then((m) => ({ default: m.SignInPage })));
export const SignUpPage = lazy(() => import('./SignUpPage').then((m) => ({ default: m.SignUpPage })));
export const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
export const ConfirmationRequiredPage = lazy(() => import('./ConfirmationRequiredPage').then((m) => ({ default: m.ConfirmationRequiredPage })));
export const SignOutPage = lazy(() => import('./SignOutPage').then((m) => ({ default: m.SignOutPage })));
export const UnlockSessionPage = lazy(() => import('./UnlockSessionPage').then((m) => ({ default: m.UnlockSessionPage })));
export const ComingSoonPage = lazy(() => import('./ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ApproverPage = lazy(() => import('./approver/ApproverPage').then((m) => ({ default: m.ApproverPage })));
export const TaxationPage = lazy(() => import('./taxation/TaxationPage').then((m) => ({ default: m.TaxationPage })));
export const MyWorkPage = lazy(() => import('./my-work/MyWorkPage').then((m) => ({ default: m.MyWorkPage })));
export const FeePage = lazy(() => import('./fee/FeePage').then((m) => ({ default: m.FeePage })));
export const RevenueSplitPage = lazy(() => import('./revenue-split/RevenueSplitPage').then((m) => ({ default: m.RevenueSplitPage })));
export const SettlementPage = lazy(() => import('./settlement/SettlementPage').then((m) => ({ default: m.SettlementPage })));
export const MakePaymentPage = lazy(() => import('./make-payment/MakePaymentPage').then((m) => ({ default: m.MakePaymentPage })));
export const CallCenterPage = lazy(() => import('./call-center/CallCenterPage').then((m) => ({ default: m.CallCenterPage })));
export const QrCodePage = lazy(() => import('./qr-code/QrCodePage').then((m) => ({ default: m.QrCodePage })));
export const ClearancePage = lazy(() => import('./clearance/ClearancePage').then((m) => ({ default: m.ClearancePage })));
export const RecovermentPage = lazy(() => import('./recoverment/RecovermentPage').then((m) => ({ default: m.RecovermentPage })));
