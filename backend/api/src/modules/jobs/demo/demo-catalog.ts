import type { JobCategory } from '@marketplace/contracts';

/**
 * Building blocks of the demo job postings, one entry per category: plausible titles, skills,
 * day-to-day duties and qualifications. demo-jobs.ts composes postings from them.
 */
export interface CategoryBlocks {
  titles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
  qualifications: readonly string[];
}

export const DEMO_CATALOG: Record<JobCategory, CategoryBlocks> = {
  Administrative: {
    titles: ['Administrative Assistant', 'Office Coordinator', 'Executive Assistant', 'Scheduling Coordinator'],
    skills: ['Google Workspace', 'Microsoft Office', 'Calendar Management', 'Travel Booking', 'Meeting Notes', 'Filing Systems', 'Written Communication', 'Zoom'],
    duties: [
      'Manage calendars for a small leadership team and keep meetings, travel and deadlines from colliding.',
      'Prepare meeting agendas, take clear notes and follow up on action items until they are closed.',
      'Keep shared drives and records organised so anyone on the team can find what they need.',
      'Answer the general inbox and route requests to the right person the same day.',
      'Coordinate vendor invoices and office supply orders with the finance team.',
    ],
    qualifications: [
      'You are comfortable juggling several calendars and priorities without losing track of details.',
      'You write short, friendly emails that get answers the first time.',
      'You have used Google Workspace or Microsoft 365 every day in a previous role.',
      'You keep confidential information confidential.',
    ],
  },
  Marketing: {
    titles: ['Marketing Coordinator', 'Content Marketing Specialist', 'Email Marketing Manager', 'Digital Marketing Associate'],
    skills: ['Email Marketing', 'Mailchimp', 'HubSpot', 'SEO', 'Google Analytics', 'Copywriting', 'Canva', 'Campaign Planning', 'A/B Testing'],
    duties: [
      'Plan and send our weekly newsletter and seasonal email campaigns to more than 40,000 subscribers.',
      'Write landing pages and product announcements in a warm, clear brand voice.',
      'Track campaign results in Google Analytics and share what worked in a short monthly report.',
      'Work with our designer on visuals for ads, social posts and the blog.',
      'Keep the marketing calendar up to date so launches never sneak up on the team.',
    ],
    qualifications: [
      'You have run email campaigns end to end, from the first draft to the results report.',
      'You know the basics of SEO and can explain them without jargon.',
      'You enjoy testing ideas and letting the numbers decide.',
      'A portfolio or a few samples of campaigns you worked on will help us a lot.',
    ],
  },
  'Customer Service': {
    titles: ['Customer Support Specialist', 'Customer Success Associate', 'Client Care Representative', 'Support Team Lead'],
    skills: ['Zendesk', 'Live Chat', 'Email Support', 'Conflict Resolution', 'Empathy', 'Help Center Writing', 'Intercom', 'Phone Support'],
    duties: [
      'Answer customer questions by email and chat, solving most of them in the first reply.',
      'Turn recurring questions into clear help center articles.',
      'Spot patterns in tickets and share them with the product team every week.',
      'Handle the occasional upset customer calmly and leave them feeling heard.',
      'Keep our response times under four business hours during your shift.',
    ],
    qualifications: [
      'You have at least one year of customer support experience by email, chat or phone.',
      'You write friendly, accurate answers and double-check them before sending.',
      'You have used a help desk tool such as Zendesk, Freshdesk or Intercom.',
      'You stay patient and kind when a conversation gets difficult.',
    ],
  },
  Writing: {
    titles: ['Content Writer', 'Blog Writer', 'Technical Writer', 'Grant Writer'],
    skills: ['Blog Writing', 'SEO Writing', 'Research', 'AP Style', 'WordPress', 'Interviewing', 'Storytelling', 'Google Docs'],
    duties: [
      'Write two to three well-researched articles a week for our blog and partner sites.',
      'Interview customers and subject experts and turn their stories into readable pieces.',
      'Work from briefs and keyword research without losing a natural, human voice.',
      'Update older articles so they stay accurate and keep ranking.',
      'Collaborate with our editor on feedback and style.',
    ],
    qualifications: [
      'You have published writing you are proud of and can share links to it.',
      'You meet deadlines and flag early when a piece needs more time.',
      'You research carefully and cite reliable sources.',
      'You take editing feedback as part of the craft, not as criticism.',
    ],
  },
  Accounting: {
    titles: ['Staff Accountant', 'Accounts Payable Specialist', 'Senior Accountant', 'Tax Preparer'],
    skills: ['QuickBooks Online', 'Accounts Payable', 'Accounts Receivable', 'Reconciliations', 'Excel', 'GAAP', 'Month-End Close', 'Xero'],
    duties: [
      'Own month-end close for a portfolio of small business clients.',
      'Reconcile bank, credit card and payroll accounts and investigate differences.',
      'Process vendor bills and payments accurately and on schedule.',
      'Prepare financial statements and explain the numbers to clients in plain language.',
      'Support year-end work with our tax team.',
    ],
    qualifications: [
      'You have a degree in accounting or equivalent hands-on experience.',
      'You are fluent in QuickBooks Online or Xero and strong in Excel.',
      'You understand accrual accounting and GAAP basics.',
      'You are careful with details and deadlines, especially at month end.',
    ],
  },
  Design: {
    titles: ['Graphic Designer', 'UI/UX Designer', 'Brand Designer', 'Presentation Designer'],
    skills: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'Brand Identity', 'Typography', 'Prototyping', 'User Research', 'Canva', 'Design Systems'],
    duties: [
      'Design marketing assets, social graphics and presentations that follow our brand.',
      'Turn rough ideas and wireframes into polished, accessible screens in Figma.',
      'Maintain our design library so the whole team can build on it.',
      'Present your work, explain your choices and iterate on feedback.',
      'Prepare files for print and web without surprises at hand-off.',
    ],
    qualifications: [
      'You have a portfolio that shows both your craft and your thinking.',
      'You are fluent in Figma and comfortable in the Adobe suite.',
      'You care about accessibility, including colour contrast and readable type.',
      'You can manage several small projects at once and keep them moving.',
    ],
  },
  Development: {
    titles: ['Front-End Developer', 'Full-Stack Developer', 'Backend Engineer', 'WordPress Developer'],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'REST APIs', 'Git', 'CSS', 'Testing', 'AWS', 'WordPress'],
    duties: [
      'Build and ship features across our web app, from the database to the browser.',
      'Write tests for the code you change and review pull requests from teammates.',
      'Improve page speed and accessibility on our busiest screens.',
      'Work with design and product to shape features before they are built.',
      'Take part in a light, friendly on-call rotation during business hours.',
    ],
    qualifications: [
      'You have shipped production code in TypeScript or JavaScript.',
      'You are comfortable with React on the front end or Node.js on the back end, ideally both.',
      'You write clear pull requests and leave code a little better than you found it.',
      'You communicate well in writing, which matters on a remote team.',
    ],
  },
  Sales: {
    titles: ['Inside Sales Representative', 'Account Executive', 'Sales Development Representative', 'Account Manager'],
    skills: ['Salesforce', 'Prospecting', 'Cold Outreach', 'Negotiation', 'Product Demos', 'HubSpot CRM', 'Pipeline Management', 'LinkedIn Sales Navigator'],
    duties: [
      'Follow up with inbound leads within the hour and book discovery calls.',
      'Run friendly, consultative product demos over video.',
      'Keep the CRM accurate so forecasting is painless.',
      'Grow relationships with existing accounts and spot expansion opportunities.',
      'Share customer feedback with product and marketing.',
    ],
    qualifications: [
      'You have a track record of meeting or beating sales targets.',
      'You listen more than you talk on a discovery call.',
      'You have worked in a CRM such as Salesforce or HubSpot.',
      'You are organised and follow through on every promised next step.',
    ],
  },
  'Human Resources': {
    titles: ['HR Generalist', 'People Operations Coordinator', 'Benefits Administrator', 'HR Business Partner'],
    skills: ['Onboarding', 'HRIS', 'Benefits Administration', 'Employee Relations', 'Gusto', 'Policy Writing', 'Compliance', 'BambooHR'],
    duties: [
      'Run onboarding and offboarding for new and departing team members.',
      'Answer questions about benefits, leave and policies with care and accuracy.',
      'Keep employee records in our HRIS correct and up to date.',
      'Help managers handle sensitive conversations fairly and consistently.',
      'Support open enrollment and our yearly engagement survey.',
    ],
    qualifications: [
      'You have two or more years of experience in HR or people operations.',
      'You know US employment basics and know when to ask for legal advice.',
      'You handle confidential information with discretion.',
      'You have used an HRIS such as BambooHR, Gusto or Rippling.',
    ],
  },
  'Project Management': {
    titles: ['Project Coordinator', 'Project Manager', 'Program Manager', 'Agile Delivery Lead'],
    skills: ['Asana', 'Jira', 'Agile', 'Scrum', 'Stakeholder Management', 'Risk Management', 'Budget Tracking', 'Smartsheet'],
    duties: [
      'Plan projects with clear milestones, owners and realistic timelines.',
      'Run short, focused check-ins and keep status visible without extra meetings.',
      'Spot risks early and agree on a plan with the people involved.',
      'Keep clients informed with concise weekly updates.',
      'Track budgets and hours against the plan.',
    ],
    qualifications: [
      'You have managed projects with several stakeholders and moving parts.',
      'You are fluent in a project tool such as Asana, Jira or Smartsheet.',
      'You write status updates that busy people actually read.',
      'A PMP, CAPM or Scrum certification is a plus but not required.',
    ],
  },
  'Education & Training': {
    titles: ['Online Tutor', 'Instructional Designer', 'Corporate Trainer', 'Curriculum Developer'],
    skills: ['Lesson Planning', 'Instructional Design', 'Articulate 360', 'Zoom', 'Google Classroom', 'Assessment Design', 'Adult Learning', 'Coaching'],
    duties: [
      'Teach live online sessions to small groups of learners.',
      'Design lessons, activities and assessments that keep learners engaged.',
      'Turn expert knowledge into short, practical e-learning modules.',
      'Give learners timely, encouraging feedback on their work.',
      'Improve courses using learner surveys and completion data.',
    ],
    qualifications: [
      'You have teaching, tutoring or training experience, online or in person.',
      'You explain complex topics simply and check for understanding.',
      'You are comfortable with video tools and learning platforms.',
      'A teaching certificate or instructional design background is welcome.',
    ],
  },
  Healthcare: {
    titles: ['Medical Billing Specialist', 'Telehealth Patient Coordinator', 'Medical Coder', 'Care Coordinator'],
    skills: ['Medical Billing', 'ICD-10', 'CPT Coding', 'HIPAA', 'EHR Systems', 'Insurance Verification', 'Patient Scheduling', 'Epic'],
    duties: [
      'Verify patient insurance and explain coverage questions clearly.',
      'Code and submit claims accurately and follow up on denials.',
      'Schedule telehealth visits and send patients what they need beforehand.',
      'Keep patient records complete and compliant with HIPAA.',
      'Work with providers to resolve documentation gaps.',
    ],
    qualifications: [
      'You have experience in medical billing, coding or patient coordination.',
      'You understand HIPAA and treat patient information with care.',
      'You have worked in an EHR such as Epic, athenahealth or eClinicalWorks.',
      'A CPC or CCS certification is a plus for coding roles.',
    ],
  },
  'Data Entry': {
    titles: ['Data Entry Specialist', 'Records Clerk', 'Data Quality Assistant', 'Order Entry Associate'],
    skills: ['Typing 60+ WPM', 'Excel', 'Google Sheets', 'Data Validation', 'Attention to Detail', '10-Key', 'CRM Updates'],
    duties: [
      'Enter orders, forms and records accurately into our systems.',
      'Check data for duplicates and mistakes and fix them at the source.',
      'Keep spreadsheets tidy and consistent for the teams that rely on them.',
      'Flag unclear or incomplete information instead of guessing.',
      'Meet daily volume goals while keeping accuracy above 99 percent.',
    ],
    qualifications: [
      'You type quickly and accurately and enjoy focused, detailed work.',
      'You are comfortable in Excel or Google Sheets.',
      'You can work independently through a queue of tasks.',
      'You have a reliable computer and internet connection.',
    ],
  },
  'Virtual Assistant': {
    titles: ['Virtual Assistant', 'Executive Virtual Assistant', 'Personal Assistant (Remote)', 'E-commerce Virtual Assistant'],
    skills: ['Inbox Management', 'Calendar Management', 'Research', 'Canva', 'Social Media Scheduling', 'Google Workspace', 'Notion', 'Customer Emails'],
    duties: [
      'Manage a founder’s inbox, calendar and travel so they can focus on the business.',
      'Research vendors, compare options and summarise them in a short note.',
      'Schedule social posts and answer simple customer emails.',
      'Keep a running task list and report progress at the end of each day.',
      'Help with light bookkeeping and invoice follow-ups.',
    ],
    qualifications: [
      'You have supported a busy professional or small business owner before.',
      'You are proactive and suggest better ways of doing things.',
      'You are comfortable with Google Workspace and learn new tools quickly.',
      'You communicate clearly and keep information private.',
    ],
  },
  'Social Media': {
    titles: ['Social Media Manager', 'Community Manager', 'Social Media Coordinator', 'Content Creator'],
    skills: ['Instagram', 'TikTok', 'Facebook', 'LinkedIn', 'Content Calendar', 'Short-Form Video', 'Community Engagement', 'Canva', 'Later'],
    duties: [
      'Plan and publish content across Instagram, Facebook, LinkedIn and TikTok.',
      'Reply to comments and messages in our brand voice every business day.',
      'Film and edit simple short-form videos with a phone.',
      'Report on growth and engagement and suggest what to try next.',
      'Work with creators and partners on collaborations.',
    ],
    qualifications: [
      'You have grown a brand or community account and can show the results.',
      'You have a good eye for visuals and a knack for captions.',
      'You know each platform’s habits and keep up with changes.',
      'You are organised enough to plan a month of content ahead.',
    ],
  },
  Finance: {
    titles: ['Financial Analyst', 'FP&A Analyst', 'Payroll Specialist', 'Finance Manager'],
    skills: ['Financial Modeling', 'Excel', 'Budgeting', 'Forecasting', 'Payroll', 'NetSuite', 'Variance Analysis', 'Power BI'],
    duties: [
      'Build and maintain the budget and rolling forecast.',
      'Analyse monthly results against plan and explain the variances.',
      'Prepare clear dashboards for leadership and department heads.',
      'Run semi-monthly payroll accurately and on time.',
      'Support audits and improve finance processes.',
    ],
    qualifications: [
      'You have a degree in finance, accounting or economics, or equivalent experience.',
      'You are advanced in Excel and comfortable with financial models.',
      'You can tell the story behind the numbers to non-finance colleagues.',
      'Experience with NetSuite or a similar ERP is a plus.',
    ],
  },
  Legal: {
    titles: ['Paralegal', 'Legal Assistant', 'Contract Administrator', 'Compliance Specialist'],
    skills: ['Contract Review', 'Legal Research', 'Document Management', 'E-Filing', 'Clio', 'Compliance', 'Westlaw', 'Redlining'],
    duties: [
      'Draft and proofread routine contracts, letters and filings.',
      'Keep matter files and deadlines organised in our practice management system.',
      'Research case law and regulations and summarise your findings.',
      'Coordinate signatures and track contract renewals.',
      'Prepare compliance checklists and help the team stay on top of them.',
    ],
    qualifications: [
      'You have paralegal or legal assistant experience, or a paralegal certificate.',
      'You are meticulous with deadlines, citations and formatting.',
      'You have used Clio, Westlaw or similar tools.',
      'You handle confidential information with discretion.',
    ],
  },
  Engineering: {
    titles: ['Mechanical Design Engineer', 'Civil Engineer (Remote Design)', 'Quality Engineer', 'Electrical Engineer'],
    skills: ['AutoCAD', 'SolidWorks', 'Revit', 'GD&T', 'Technical Documentation', 'Root Cause Analysis', 'MATLAB', 'Project Estimation'],
    duties: [
      'Create and review design drawings and 3D models for client projects.',
      'Write clear technical documentation and design calculations.',
      'Investigate quality issues and lead root cause analysis.',
      'Coordinate with field teams and suppliers over video and shared files.',
      'Check designs against codes, standards and client requirements.',
    ],
    qualifications: [
      'You have an engineering degree and relevant professional experience.',
      'You are fluent in AutoCAD, SolidWorks or Revit.',
      'An EIT or PE license is welcome for senior roles.',
      'You document your work so others can follow it.',
    ],
  },
  'Data & Analytics': {
    titles: ['Data Analyst', 'Business Intelligence Analyst', 'Analytics Engineer', 'Marketing Data Analyst'],
    skills: ['SQL', 'Python', 'Tableau', 'Power BI', 'Excel', 'dbt', 'Data Visualization', 'Statistics', 'Looker'],
    duties: [
      'Write SQL to answer questions from product, marketing and operations.',
      'Build dashboards people actually use and retire the ones they do not.',
      'Model clean, documented tables for reporting.',
      'Design simple experiments and explain the results honestly.',
      'Check data quality and fix issues upstream.',
    ],
    qualifications: [
      'You write confident SQL and know your way around a BI tool.',
      'You can explain a finding to someone who has never seen the data.',
      'Python or R for analysis is a plus.',
      'You are curious and ask why before building what was asked.',
    ],
  },
  'IT & Support': {
    titles: ['IT Support Specialist', 'Help Desk Technician', 'Systems Administrator', 'IT Support Lead'],
    skills: ['Help Desk', 'Microsoft 365', 'Google Workspace Admin', 'Active Directory', 'MDM', 'Troubleshooting', 'Networking Basics', 'Jamf', 'Ticketing Systems'],
    duties: [
      'Help team members with laptops, accounts and software over chat and video.',
      'Set up devices for new hires and keep our inventory current.',
      'Manage user accounts and permissions in Microsoft 365 and Google Workspace.',
      'Write short how-to guides that prevent repeat tickets.',
      'Keep security updates and device policies applied.',
    ],
    qualifications: [
      'You have help desk or IT support experience.',
      'You explain technical fixes patiently to non-technical people.',
      'You know Windows and macOS well; mobile device management is a plus.',
      'CompTIA A+ or similar certification is welcome.',
    ],
  },
  Operations: {
    titles: ['Operations Coordinator', 'Operations Manager', 'Supply Chain Analyst', 'Business Operations Associate'],
    skills: ['Process Improvement', 'Vendor Management', 'Inventory Management', 'Excel', 'SOP Writing', 'Logistics', 'Airtable', 'Reporting'],
    duties: [
      'Keep day-to-day operations running smoothly across teams and vendors.',
      'Document processes as clear step-by-step guides.',
      'Track inventory, orders and shipments and solve problems before customers notice.',
      'Build simple reports that show how the business is doing each week.',
      'Find repetitive work and automate or simplify it.',
    ],
    qualifications: [
      'You have experience in operations, logistics or a similar role.',
      'You love turning messy processes into simple ones.',
      'You are strong in spreadsheets and comfortable learning new tools.',
      'You stay calm and organised when several things go wrong at once.',
    ],
  },
  Consulting: {
    titles: ['Management Consultant', 'Business Analyst', 'Implementation Consultant', 'Strategy Associate'],
    skills: ['Requirements Gathering', 'Process Mapping', 'Stakeholder Interviews', 'PowerPoint', 'Excel', 'Change Management', 'Workshop Facilitation'],
    duties: [
      'Interview client teams to understand how work gets done today.',
      'Map processes and recommend practical improvements.',
      'Build clear presentations and lead client workshops over video.',
      'Help clients roll out new tools and ways of working.',
      'Track results after implementation and adjust the plan.',
    ],
    qualifications: [
      'You have consulting, business analysis or implementation experience.',
      'You structure messy problems and communicate clearly.',
      'You are confident presenting to senior client stakeholders.',
      'You are comfortable with occasional travel for client kick-offs.',
    ],
  },
  Translation: {
    titles: ['Spanish-English Translator', 'Localization Specialist', 'French Translator', 'Medical Interpreter (Remote)'],
    skills: ['Spanish', 'French', 'Portuguese', 'CAT Tools', 'Localization', 'Proofreading', 'Terminology Management', 'Trados'],
    duties: [
      'Translate marketing, legal and product content with natural, accurate wording.',
      'Review translations from other linguists and give constructive feedback.',
      'Build and maintain glossaries for each client.',
      'Adapt content for local culture, units and formats.',
      'Interpret live remote sessions when scheduled.',
    ],
    qualifications: [
      'You are fully fluent in English and at least one other language.',
      'You have professional translation or interpreting experience.',
      'You have used CAT tools such as Trados or memoQ.',
      'Certification (ATA or similar) is a plus.',
    ],
  },
  'Editing & Proofreading': {
    titles: ['Copy Editor', 'Proofreader', 'Managing Editor', 'Developmental Editor'],
    skills: ['Copy Editing', 'Proofreading', 'AP Style', 'Chicago Manual of Style', 'Fact-Checking', 'Google Docs', 'Track Changes'],
    duties: [
      'Edit articles, reports and web pages for clarity, grammar and style.',
      'Proofread final layouts before they go to print or publish.',
      'Check facts, names and figures against reliable sources.',
      'Maintain our house style guide and answer style questions.',
      'Give writers feedback that helps them improve.',
    ],
    qualifications: [
      'You have professional editing or proofreading experience.',
      'You know AP or Chicago style well and apply it consistently.',
      'You catch small errors without losing sight of the big picture.',
      'You give kind, specific feedback.',
    ],
  },
  Recruiting: {
    titles: ['Recruiter', 'Technical Recruiter', 'Recruiting Coordinator', 'Talent Sourcer'],
    skills: ['Sourcing', 'Candidate Screening', 'Interview Scheduling', 'Greenhouse', 'LinkedIn Recruiter', 'Boolean Search', 'Employer Branding'],
    duties: [
      'Source and reach out to candidates for open roles.',
      'Run friendly phone screens and share clear notes with hiring managers.',
      'Schedule interviews and keep candidates informed at every step.',
      'Keep our applicant tracking system accurate.',
      'Help write job descriptions that attract the right people.',
    ],
    qualifications: [
      'You have recruiting or recruiting coordination experience.',
      'You are organised and responsive, and candidates notice it.',
      'You have used an ATS such as Greenhouse or Lever.',
      'You care about a fair, respectful candidate experience.',
    ],
  },
  Bookkeeping: {
    titles: ['Bookkeeper', 'Full-Charge Bookkeeper', 'Bookkeeping Assistant', 'Client Bookkeeper'],
    skills: ['QuickBooks Online', 'Xero', 'Bank Reconciliation', 'Invoicing', 'Payroll', 'Sales Tax', 'Accounts Payable', 'Excel'],
    duties: [
      'Categorise transactions and reconcile accounts for small business clients.',
      'Send invoices, follow up on overdue payments and record receipts.',
      'Process payroll and file routine sales tax returns.',
      'Prepare monthly profit and loss statements and balance sheets.',
      'Answer client questions about their books in plain language.',
    ],
    qualifications: [
      'You have bookkeeping experience with QuickBooks Online or Xero.',
      'You reconcile accounts accurately and on schedule.',
      'QuickBooks ProAdvisor certification is a plus.',
      'You are organised across several clients at once.',
    ],
  },
  'E-commerce': {
    titles: ['E-commerce Coordinator', 'Shopify Store Manager', 'Marketplace Specialist', 'E-commerce Merchandiser'],
    skills: ['Shopify', 'Amazon Seller Central', 'Product Listings', 'Inventory Management', 'Email Marketing', 'Google Shopping', 'Customer Service', 'Photo Editing'],
    duties: [
      'Create and update product listings with great photos and clear descriptions.',
      'Manage orders, returns and inventory across our store and marketplaces.',
      'Plan promotions and seasonal collections with the marketing team.',
      'Track sales and conversion and suggest improvements.',
      'Answer shopper questions quickly and kindly.',
    ],
    qualifications: [
      'You have run or helped run an online store.',
      'You know Shopify well; Amazon Seller Central is a plus.',
      'You pay attention to product details and presentation.',
      'You are comfortable with basic reporting in spreadsheets.',
    ],
  },
  Other: {
    titles: ['Community Outreach Coordinator', 'Event Coordinator (Virtual)', 'Nonprofit Program Assistant', 'Research Assistant'],
    skills: ['Event Planning', 'Volunteer Coordination', 'Research', 'Grant Tracking', 'Zoom Webinars', 'Community Outreach', 'Google Workspace'],
    duties: [
      'Plan virtual events, from invitations to follow-up surveys.',
      'Coordinate volunteers and keep them informed and appreciated.',
      'Research topics and summarise findings for the program team.',
      'Keep program records and reports up to date.',
      'Build relationships with community partners.',
    ],
    qualifications: [
      'You are organised, warm and comfortable coordinating many people.',
      'You have planned events or programs, online or in person.',
      'You write clearly and keep good records.',
      'Nonprofit experience is welcome but not required.',
    ],
  },
};

/** Openers; {company}, {title} and {aTitle} (with its article) are filled in. */
export const INTROS: readonly string[] = [
  '{company} is hiring {aTitle} to join our fully remote team.',
  'At {company}, we are looking for {aTitle} who enjoys doing careful work with kind people.',
  'Join {company} as {aTitle} and help a small, steady team do its best work.',
  '{company} is growing, and we need {aTitle} to help us keep up with our clients.',
  'We are {company}, and we are excited to welcome {aTitle} to our team.',
];

/** Openers for employers that keep their name private: the text must not give it away. */
export const PRIVATE_INTROS: readonly string[] = [
  'A well-established company is hiring {aTitle} to join its fully remote team.',
  'We are a growing, family-friendly business looking for {aTitle}.',
  'Our client, a respected firm in its field, is looking for {aTitle} to join a friendly remote team.',
];

export const FLEXIBILITY_NOTES: readonly string[] = [
  'You choose your working hours within a wide window, and school pick-ups are never a problem.',
  'Most of the work is asynchronous, so you can plan your day around your family.',
  'We keep meetings to a minimum and respect the hours you set.',
  'Core hours are short, and the rest of the schedule is yours to shape.',
];

export const FIXED_SCHEDULE_NOTES: readonly string[] = [
  'This role works a set schedule so customers always know when to reach us.',
  'Shifts are scheduled two weeks ahead so you can plan with confidence.',
  'The role follows regular business hours in your time zone.',
];

export const CLOSINGS: readonly string[] = [
  'We are a parent-friendly company and welcome candidates returning to work after a career break.',
  'If this sounds like you, we would love to hear from you, even if you do not tick every box.',
  'We offer thoughtful onboarding and a team that has your back.',
];

export const BENEFITS: readonly string[] = [
  'Health, dental and vision insurance',
  'Paid time off and paid holidays',
  '401(k) with company match',
  'Paid parental leave',
  'Home office stipend',
  'Professional development budget',
  'Flexible scheduling around school hours',
  'Wellness stipend',
  'Company-provided laptop',
  'Paid sick days',
  'Four-day work week in summer',
  'Internet reimbursement',
];

/** Mostly remote, like the marketplace itself; some roles are tied to a city. */
export const CITIES: readonly string[] = [
  'Austin, TX',
  'Denver, CO',
  'Chicago, IL',
  'Raleigh, NC',
  'Portland, OR',
  'Atlanta, GA',
  'Columbus, OH',
  'Minneapolis, MN',
  'Phoenix, AZ',
  'Seattle, WA',
  'Nashville, TN',
  'Boston, MA',
];
