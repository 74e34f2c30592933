import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationUpdateSchema,
  applyFormSchema,
  type ApplicationUpdate,
  type ApplicationUpdateInput,
  type ApplyFormInput,
  type ApplyFormValues,
} from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { useForm, type UseFormReturn } from 'react-hook-form';

// The two states of the application form, each validated by its shared schema: a new application
// on /apply (docs/requirements/validation.md#val-apply), the user's draft on /application
// (docs/requirements/validation.md#val-application-editor). components/application-form.tsx renders
// both; the page that owns the form creates it here.

export type NewApplicationForm = UseFormReturn<ApplyFormInput, unknown, ApplyFormValues>;
export type DraftApplicationForm = UseFormReturn<
  ApplicationUpdateInput,
  unknown,
  ApplicationUpdate
>;

/** A blank new application: every text empty, neither KVKK box ticked. */
const EMPTY_APPLICATION: ApplyFormInput = {
  email: '',
  fullName: '',
  specialization: '',
  currentWorkplace: '',
  experienceYrs: '',
  contactPhoneWork: '',
  contactPhoneMobile: '',
  address: '',
  acceptPrivacyNotice: false,
  acceptExplicitConsent: false,
};

/** A saved application's editable fields as the form holds them: strings, '' for "not given". */
export function draftFormValues(application: Application): ApplicationUpdateInput {
  return {
    fullName: application.fullName ?? '',
    specialization: application.specialization,
    experienceYrs: application.experienceYrs === null ? '' : String(application.experienceYrs),
    currentRole: application.currentRole ?? '',
    currentWorkplace: application.currentWorkplace ?? '',
    contactPhoneWork: application.contactPhoneWork ?? '',
    contactPhoneMobile: application.contactPhoneMobile ?? '',
    motivation: application.motivation ?? '',
  };
}

/** A new application, blank but for the e-mail (one already typed, e.g. before a reload). */
export function useNewApplicationForm(email: string): NewApplicationForm {
  return useForm<ApplyFormInput, unknown, ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { ...EMPTY_APPLICATION, email },
  });
}

/** The user's draft, starting from its saved values. */
export function useDraftApplicationForm(application: Application): DraftApplicationForm {
  return useForm<ApplicationUpdateInput, unknown, ApplicationUpdate>({
    resolver: zodResolver(applicationUpdateSchema),
    defaultValues: draftFormValues(application),
  });
}
