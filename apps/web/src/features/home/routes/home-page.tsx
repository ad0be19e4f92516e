import { CallbackSection } from '../components/callback-section';
import { CoverSection } from '../components/cover-section';
import { EmployeeEntrySection } from '../components/employee-entry-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PageHead } from '../../../components/page/page-head';

/** The landing page: what we cover, the way in for employees, how it works, and a call back request. */
export function HomePage() {
  return (
    <>
      <PageHead
        title="funeral, device and motor insurance"
        brandFirst
        description="Funeral, phone and motor cover for Telkom customers and employees. Compare benefits and request a free call back."
      />
      <HeroSection />
      <EmployeeEntrySection />
      <CoverSection />
      <HowItWorksSection />
      <CallbackSection />
    </>
  );
}
