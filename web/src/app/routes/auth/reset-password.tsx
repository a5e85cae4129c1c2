/**
 * Reset password (spec part 1, 2.9, 5 and 8.1): a signed-in user goes to `/`; without the
 * `access_token` query parameter, "Invalid or missing reset token" and `/login`. New password and
 * confirmation by the reset rules; success "Password updated successfully" and `/login`, replacing history.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmResetPassword } from 'aws-amplify/auth';
import { toast } from 'sonner';
import { resetPasswordSchema } from '@domain/schemas';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export default function ResetPasswordRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('access_token');
  const email = params.get('email') ?? '';
  const warned = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (auth.status !== 'signedOut' || token || warned.current) return;
    warned.current = true;
    toast.error('Invalid or missing reset token');
    navigate(paths.login.getHref(), { replace: true });
  }, [auth.status, token, navigate]);

  if (auth.status === 'loading' || !token) return <PageSkeleton />;
  if (auth.session) return <Navigate to={paths.home.getHref()} replace />;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirmResetPassword({ username: email, confirmationCode: token, newPassword: password });
      toast.success('Password updated successfully');
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to update password. Please try again.';
      toast.error('Password reset failed', { description: message });
    }
  });

  return (
    <PublicLayout narrow>
      <div className="auth-card">
        <div className="auth-card-header">
          <h1>Create New Password</h1>
          <p className="muted">Choose a new password for {email || 'your account'}.</p>
        </div>
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Create new password">
          <TextField label="New Password" type="password" autoComplete="new-password" hint="At least 8 characters with upper and lower case letters and a number" error={errors.password?.message} {...register('password')} />
          <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <Button type="submit" className="btn-block" busy={isSubmitting} busyText="Updating password...">
            Update Password
          </Button>
        </form>
      </div>
    </PublicLayout>
  );
}
