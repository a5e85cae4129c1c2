/**
 * Contact (spec part 1, 2.10, 5 and 8.4): heading, intro, and a form with name, email, subject and
 * message validated by the shared contact schema. Beyond the spec, the message is really delivered: the
 * API stores it and e-mails the admins; success shows the spec's toast and resets the form.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { toast } from 'sonner';
import { contactSchema } from '@features/contact/domain/schemas';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('auth');

export default function ContactRoute() {
  const t = useT();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactSchema), mode: 'onTouched', defaultValues: { name: '', email: '', subject: '', message: '' } });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await send.mutateAsync(data);
      toast.success(t('contact.sent'), { description: t('contact.sentText') });
      reset();
    } catch (error) {
      console.error('Contact message failed', error);
      toast.error(t('contact.failed'), { description: t('contact.failedText') });
    }
  });

  return (
    <PublicLayout narrow>
      <div className="auth-card auth-card-wide">
        <div className="auth-card-header">
          <h1>{t('contact.title')}</h1>
          <p className="muted">{t('contact.lead')}</p>
        </div>
        <form className="form" onSubmit={onSubmit} noValidate aria-label={t('contact.form.label')}>
          <div className="form-row">
            <TextField label={t('contact.form.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField label={t('contact.form.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          </div>
          <TextField label={t('contact.form.subject')} error={errors.subject?.message} {...register('subject')} />
          <TextAreaField label={t('contact.form.message')} rows={6} error={errors.message?.message} {...register('message')} />
          <Button type="submit" busy={isSubmitting} busyText={t('contact.form.busy')}>
            {t('contact.form.submit')}
          </Button>
        </form>
      </div>
    </PublicLayout>
  );
}
