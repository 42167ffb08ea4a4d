import { CountriesSection } from '../components/countries-section';
import { GetStartedSection } from '../components/get-started-section';
import { Hero } from '../components/hero';
import { HowItWorksSection } from '../components/how-it-works-section';
import { WhyChooseUsSection } from '../components/why-choose-us-section';

export default function LandingRoute() {
  return (
    <>
      <Hero />
      <HowItWorksSection />
      <CountriesSection />
      <WhyChooseUsSection />
      <GetStartedSection />
    </>
  );
}
