// The ingredients of the default scenario: titles with the skills their questions ask about,
// fictional companies, and locations (several of them remote).

export interface TitleEntry {
  title: string;
  skills: string[];
  /** What the role does, for the description. */
  duties: string[];
}

export const TITLES: TitleEntry[] = [
  {
    title: 'Software Engineer',
    skills: ['Python', 'Java', 'Git'],
    duties: ['design, build and ship services used by millions', 'review code and mentor teammates'],
  },
  {
    title: 'Senior Software Engineer',
    skills: ['TypeScript', 'Go', 'Kubernetes'],
    duties: ['lead the design of distributed systems', 'own services from design to production'],
  },
  {
    title: 'Frontend Developer',
    skills: ['React', 'JavaScript', 'CSS'],
    duties: ['build accessible, fast user interfaces', 'work closely with designers on every screen'],
  },
  {
    title: 'Backend Developer',
    skills: ['Node.js', 'PostgreSQL', 'REST APIs'],
    duties: ['build and scale APIs', 'model data and keep it consistent'],
  },
  {
    title: 'Full Stack Developer',
    skills: ['React', 'Node.js', 'SQL'],
    duties: ['ship features end to end, from database to browser', 'improve our developer tooling'],
  },
  {
    title: 'Python Developer',
    skills: ['Python', 'Django', 'AWS'],
    duties: ['write clean, tested Python services', 'automate data pipelines'],
  },
  {
    title: 'Java Developer',
    skills: ['Java', 'Spring Boot', 'Microservices'],
    duties: ['maintain and extend Spring Boot microservices', 'tune performance of high-traffic systems'],
  },
  {
    title: 'Data Scientist',
    skills: ['Python', 'Machine Learning', 'Statistics'],
    duties: ['build models that drive product decisions', 'design and analyse experiments'],
  },
  {
    title: 'Data Analyst',
    skills: ['SQL', 'Excel', 'Tableau'],
    duties: ['turn raw data into dashboards and insights', 'answer business questions with data'],
  },
  {
    title: 'Machine Learning Engineer',
    skills: ['PyTorch', 'Python', 'MLOps'],
    duties: ['train and deploy machine-learning models', 'build feature pipelines'],
  },
  {
    title: 'DevOps Engineer',
    skills: ['AWS', 'Terraform', 'CI/CD'],
    duties: ['automate infrastructure and deployments', 'keep our platform reliable and observable'],
  },
  {
    title: 'QA Engineer',
    skills: ['Test Automation', 'Selenium', 'API Testing'],
    duties: ['design test plans and automate them', 'catch regressions before customers do'],
  },
  {
    title: 'Mobile Developer',
    skills: ['Kotlin', 'Swift', 'React Native'],
    duties: ['build our iOS and Android apps', 'ship polished mobile experiences'],
  },
  {
    title: 'Product Manager',
    skills: ['Product Management', 'Agile', 'Roadmapping'],
    duties: ['own the roadmap for a product area', 'talk to customers and prioritise what we build'],
  },
  {
    title: 'Project Manager',
    skills: ['Project Management', 'Scrum', 'Stakeholder Management'],
    duties: ['plan and deliver cross-team projects', 'keep stakeholders informed'],
  },
  {
    title: 'UX Designer',
    skills: ['Figma', 'User Research', 'Prototyping'],
    duties: ['design intuitive user journeys', 'run usability studies'],
  },
  {
    title: 'Graphic Designer',
    skills: ['Adobe Photoshop', 'Illustrator', 'Branding'],
    duties: ['create visual assets for campaigns', 'keep our brand consistent'],
  },
  {
    title: 'Business Analyst',
    skills: ['Requirements Analysis', 'SQL', 'Process Modeling'],
    duties: ['gather and document business requirements', 'bridge business and engineering teams'],
  },
  {
    title: 'Marketing Manager',
    skills: ['Digital Marketing', 'SEO', 'Google Analytics'],
    duties: ['plan and run marketing campaigns', 'grow our audience and measure results'],
  },
  {
    title: 'Content Writer',
    skills: ['Copywriting', 'SEO', 'Content Strategy'],
    duties: ['write articles, guides and product copy', 'edit and fact-check content'],
  },
  {
    title: 'Sales Representative',
    skills: ['B2B Sales', 'CRM', 'Negotiation'],
    duties: ['prospect and close new business', 'manage a pipeline of accounts'],
  },
  {
    title: 'Customer Support Specialist',
    skills: ['Customer Service', 'Zendesk', 'Troubleshooting'],
    duties: ['help customers by chat, email and phone', 'turn feedback into product improvements'],
  },
  {
    title: 'Accountant',
    skills: ['Accounting', 'QuickBooks', 'Financial Reporting'],
    duties: ['prepare monthly closes and financial statements', 'manage accounts payable and receivable'],
  },
  {
    title: 'Financial Analyst',
    skills: ['Financial Modeling', 'Excel', 'Forecasting'],
    duties: ['build forecasts and budgets', 'analyse business performance'],
  },
  {
    title: 'HR Coordinator',
    skills: ['Recruiting', 'Onboarding', 'HRIS'],
    duties: ['coordinate interviews and onboarding', 'keep employee records up to date'],
  },
  {
    title: 'Operations Manager',
    skills: ['Operations Management', 'Logistics', 'Lean'],
    duties: ['run day-to-day operations', 'improve processes and cut costs'],
  },
  {
    title: 'Registered Nurse',
    skills: ['Patient Care', 'BLS Certification', 'Electronic Health Records'],
    duties: ['provide high-quality patient care', 'coordinate with physicians and families'],
  },
  {
    title: 'Administrative Assistant',
    skills: ['Microsoft Office', 'Scheduling', 'Data Entry'],
    duties: ['manage calendars and travel', 'support the office team'],
  },
];

export const COMPANIES = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli',
  'Pied Piper',
  'Vandelay Industries',
  'Soylent Foods',
  'Cyberdyne Systems',
  'Wonka Industries',
  'Tyrell Analytics',
  'Massive Dynamic',
  'Oscorp',
  'Blue Sun Logistics',
];

export interface LocationEntry {
  location: string;
  remote: boolean;
  /** The country a work-authorization question names. */
  country: string;
}

export const LOCATIONS: LocationEntry[] = [
  { location: 'New York, New York, United States', remote: false, country: 'the United States' },
  { location: 'San Francisco, California, United States', remote: false, country: 'the United States' },
  { location: 'Austin, Texas, United States', remote: false, country: 'the United States' },
  { location: 'United States', remote: true, country: 'the United States' },
  { location: 'London, England, United Kingdom', remote: false, country: 'the United Kingdom' },
  { location: 'Berlin, Germany', remote: false, country: 'Germany' },
  { location: 'European Union', remote: true, country: 'the European Union' },
  { location: 'Toronto, Ontario, Canada', remote: false, country: 'Canada' },
  { location: 'Canada', remote: true, country: 'Canada' },
  { location: 'Amsterdam, North Holland, Netherlands', remote: false, country: 'the Netherlands' },
  { location: 'Bengaluru, Karnataka, India', remote: false, country: 'India' },
  { location: 'Sydney, New South Wales, Australia', remote: false, country: 'Australia' },
];

/** What LinkedIn's city typeahead suggests: "City, Region, Country", several cities sharing a name. */
export const CITY_SUGGESTIONS = [
  'New York, New York, United States',
  'San Francisco, California, United States',
  'Austin, Texas, United States',
  'Seattle, Washington, United States',
  'Berlin, Berlin, Germany',
  'Berlin, Connecticut, United States',
  'Munich, Bavaria, Germany',
  'London, England, United Kingdom',
  'London, Ontario, Canada',
  'Toronto, Ontario, Canada',
  'Amsterdam, North Holland, Netherlands',
  'Bengaluru, Karnataka, India',
  'Sydney, New South Wales, Australia',
  'Paris, Île-de-France, France',
  'Madrid, Community of Madrid, Spain',
];
