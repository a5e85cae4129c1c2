/**
 * Contact (spec part 1, 2.10, 5 and 8.4): heading, intro, and a form with name, email, subject and
 * message validated by the shared contact schema. Beyond the spec, the message is really delivered: the
 * API stores it and e-mails the admins; success shows the spec's toast and resets the form.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { contactSchema } from '@features/contact/domain/schemas';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';

export default function ContactRoute() {
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
      toast.success('Message sent', { description: "Thank you for your message. We'll get back to you soon." });
      reset();
    } catch (error) {
      console.error('Contact message failed', error);
      toast.error('Error sending message', { description: 'There was a problem sending your message. Please try again later.' });
    }
  });

  return (
    <PublicLayout narrow>
      <div className="auth-card auth-card-wide">
        <div className="auth-card-header">
          <h1>Contact Us</h1>
          <p className="muted">Questions about tenders, bids or your account? Send us a message and our team will get back to you.</p>
        </div>
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Contact us">
          <div className="form-row">
            <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          </div>
          <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
          <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
          <Button type="submit" busy={isSubmitting} busyText="Sending...">
            Send Message
          </Button>
        </form>
      </div>
    </PublicLayout>
  );
}
