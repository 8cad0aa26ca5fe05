import type {
  UpdateBranchOfServicesRequest,
  UpdateSponsorDetailsRequest,
  UserProfile,
} from '@portal/api/profile';
import {
  useBranchesOfService,
  useSaveBranchOfService,
  useSaveSponsorDetails,
} from '@portal/api/swr';
import { easternDateOf } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { createBranchOfServiceSchema } from '@portal/forms/schemas';
import { Button, ErrorSummary, Stack } from '@portal/ui';
import { useMemo } from 'react';
import { BranchOfServiceFields } from '../../military/branch-of-service-fields.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.service;

type ServiceValues = {
  branchOfService: string;
  militaryStatus: string;
  reserveComponent: string;
  sponsorFirstName?: string;
  sponsorLastName?: string;
  sponsorDateOfBirth?: string;
  sponsorSsn?: string;
};

type ServiceChange = {
  branch: UpdateBranchOfServicesRequest['objSponsorVO'];
  sponsor: Omit<UpdateSponsorDetailsRequest, 'strMember_Id'> | null;
};

/**
 * Branch of service (updateBranchOfServices) for a uniformed member, and for a sponsor's family
 * member (FMM) also the sponsor (updateSponsorDetails): one Save sends the branch, then the
 * sponsor. The rules are account creation's branch-of-service schema. Shown only to a member who
 * is enrolling as M or FMM; editing the affiliation itself comes with the eligibility issue.
 */
export function ServiceSection({ memberId, profile }: { memberId: string; profile: UserProfile }) {
  const sponsorIsMember = profile.strEnrollingAs === 'M';
  const sponsor = profile.objSponsorVO;
  const ssnOnFile = sponsor?.strSponsorSSNOnFile === 'Y';
  const today = easternDateOf(new Date());
  const schema = useMemo(
    () => createBranchOfServiceSchema({ today, sponsorIsMember, sponsorSsnSaved: ssnOnFile }),
    [today, sponsorIsMember, ssnOnFile],
  );
  const form = useSchemaForm({
    schema,
    // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
    defaultValues: {
      branchOfService: sponsor?.strBranchOfService ?? '',
      militaryStatus: sponsor?.strMilitaryStatus ?? '',
      reserveComponent: sponsor?.strReserveComponent ?? '',
      ...(sponsorIsMember
        ? {}
        : {
            sponsorFirstName: sponsor?.strSponsorFirst_Nm ?? '',
            sponsorLastName: sponsor?.strSponsorLast_Nm ?? '',
            sponsorDateOfBirth: sponsor?.dtSponsorDOB ?? '',
            sponsorSsn: '',
          }),
    } as never,
  });
  const branches = useBranchesOfService();
  const saveBranch = useSaveBranchOfService(memberId);
  const saveSponsor = useSaveSponsorDetails(memberId);
  const save = useSectionSave(
    async ({ branch, sponsor: sponsorChange }: ServiceChange) => {
      const outcome = await saveBranch.trigger({ objSponsorVO: branch });
      if (outcome.kind !== 'saved' || sponsorChange === null) return outcome;
      return saveSponsor.trigger(sponsorChange);
    },
    (outcome) => form.applyServerErrors(outcome.fieldErrors as never),
  );

  function send(raw: unknown) {
    const values = raw as ServiceValues;
    return save.run({
      branch: {
        strBranchOfService: values.branchOfService,
        strMilitaryStatus: values.militaryStatus as never,
        strReserveComponent:
          values.militaryStatus === 'RCM' ? (values.reserveComponent as never) : '',
      },
      sponsor: sponsorIsMember
        ? null
        : {
            objSponsorVO: {
              strSponsorFirst_Nm: values.sponsorFirstName ?? '',
              strSponsorLast_Nm: values.sponsorLastName ?? '',
              dtSponsorDOB: values.sponsorDateOfBirth ?? '',
              strSponsorSSN: values.sponsorSsn ?? '',
            },
          },
    });
  }

  return (
    <ProfileSection
      id="service"
      heading={copy.heading}
      savedText={myProfileCopy.saved(copy.savedName)}
      memberId={memberId}
      save={save}
    >
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <p>{copy.intro}</p>
          <BranchOfServiceFields
            form={form}
            copy={copy}
            branches={branches.data}
            sponsorIsMember={sponsorIsMember}
            sponsorSsnHint={ssnOnFile ? copy.sponsorSsnOnFile : undefined}
            sponsorSsnSaved={ssnOnFile}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={form.isSubmitting}>
              {myProfileCopy.save}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileSection>
  );
}
