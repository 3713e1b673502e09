// Extra vocabulary of the search benchmark's synthetic jobs, on top of the demo catalog
// (backend/api/src/modules/jobs/demo): employer names, and specialised tools per category that
// give the data realistic rare words (each in a fraction of a percent of the jobs).

/** First words of employer names (combined with COMPANY_SECOND_WORDS: one company per pair). */
export const COMPANY_FIRST_WORDS = [
  'Brightpath', 'Harbor', 'Northwind', 'Maple', 'Cedarline', 'Lumen', 'Bluebird', 'Kindred', 'Summit', 'Tidewater',
  'Willow', 'Clearwater', 'Hearthstone', 'Nimbus', 'Golden', 'Riverbend', 'Sprout', 'Atlas', 'Pinecrest', 'Evergreen',
  'Quillmark', 'Sunbeam', 'Trellis', 'Meadowlark', 'Aspen', 'Beacon', 'Birchwood', 'Bramble', 'Cobalt', 'Copperleaf',
  'Driftwood', 'Elmstead', 'Fernhill', 'Foxglove', 'Granite', 'Greenfield', 'Hollowbrook', 'Ironwood', 'Juniper', 'Keystone',
  'Lakeshore', 'Larkspur', 'Lighthouse', 'Marigold', 'Moonstone', 'Mossgrove', 'Oakmont', 'Orchard', 'Palisade', 'Pebblecreek',
  'Prairie', 'Quarry', 'Redwood', 'Ridgeline', 'Rosemary', 'Saffron', 'Sagebrush', 'Seabright', 'Silverline', 'Skylark',
  'Stonebridge', 'Sugarloaf', 'Sycamore', 'Thistle', 'Timberline', 'Topaz', 'Twinpeak', 'Upland', 'Valewood', 'Verdant',
  'Westbrook', 'Whitfield', 'Wildflower', 'Windmill', 'Wrenfield', 'Yarrow', 'Zephyr', 'Amberly', 'Bellweather', 'Canyon',
  'Dovetail', 'Emberly', 'Fairhaven', 'Glenmore', 'Hazelwood', 'Indigo', 'Jasper', 'Kestrel', 'Linden', 'Marlowe',
  'Northstar', 'Olivine', 'Pemberton', 'Quincy', 'Rowan', 'Starling', 'Tamarack', 'Umber', 'Vista', 'Wisteria',
];

export const COMPANY_SECOND_WORDS = [
  'Learning', 'Accounting', 'Health Partners', 'Marketing', 'Software', 'Legal Services', 'Virtual Assistants', 'Care Network',
  'Consulting', 'Logistics', 'Design Studio', 'Analytics Group', 'Insurance', 'Cloud Support', 'Media', 'Bookkeeping',
  'Commerce', 'Translation Group', 'Talent Partners', 'Engineering Co.', 'Editorial', 'Customer Care', 'HR Solutions',
  'Financial Planning', 'Labs', 'Collective', 'Outfitters', 'Foods', 'Wellness', 'Dental Group', 'Realty', 'Studios',
  'Nonprofit Alliance', 'Academy', 'Travel', 'Home Services', 'Pet Supply', 'Publishing', 'Events', 'Solar',
  'Robotics', 'Biotech', 'Payments', 'Security', 'Staffing', 'Architecture', 'Apparel', 'Games',
];

/** Specialised tools and methods per category: each job of the category names one of them 40% of the time. */
export const SPECIALTY_TOOLS = {
  Administrative: ['Notion', 'Calendly', 'Expensify', 'DocuSign', 'Airtable', 'Dropbox Business'],
  Marketing: ['Klaviyo', 'Marketo', 'Semrush', 'Unbounce', 'Google Ads', 'Ahrefs'],
  'Customer Service': ['Freshdesk', 'Gorgias', 'Help Scout', 'Kustomer', 'Talkdesk', 'Aircall'],
  Writing: ['Grammarly', 'Scrivener', 'Contentful', 'Clearscope', 'MarketMuse', 'Ghost CMS'],
  Accounting: ['NetSuite', 'Sage Intacct', 'Bill.com', 'Avalara', 'Ramp', 'BlackLine'],
  Design: ['Sketch', 'InVision', 'Procreate', 'Webflow', 'After Effects', 'Framer'],
  Development: ['Kubernetes', 'GraphQL', 'Terraform', 'Django', 'Ruby on Rails', 'Next.js'],
  Sales: ['Outreach', 'Salesloft', 'Gong', 'ZoomInfo', 'Apollo', 'Pipedrive'],
  'Human Resources': ['Workday', 'Rippling', 'Lattice', 'Greenhouse', 'Namely', 'Paylocity'],
  'Project Management': ['Monday.com', 'ClickUp', 'Wrike', 'Basecamp', 'Trello', 'Teamwork'],
  'Education & Training': ['Moodle', 'Canvas LMS', 'Kajabi', 'Teachable', 'Camtasia', 'Storyline'],
  Healthcare: ['Epic', 'Cerner', 'ICD-10', 'CPT Coding', 'HIPAA', 'athenahealth'],
  'Data Entry': ['Typeform', 'Docparser', 'Zapier', 'OCR Review', 'Ten-Key', 'JotForm'],
  'Virtual Assistant': ['Dubsado', 'HoneyBook', 'Acuity Scheduling', 'Loom', 'Todoist', 'LastPass'],
  'Social Media': ['Sprout Social', 'Buffer', 'TikTok', 'Pinterest', 'Later', 'Meta Business Suite'],
  Finance: ['Anaplan', 'Adaptive Planning', 'Hyperion', 'Bloomberg', 'Cube', 'Mosaic'],
  Legal: ['Clio', 'Westlaw', 'LexisNexis', 'Relativity', 'Ironclad', 'iManage'],
  Engineering: ['SolidWorks', 'AutoCAD', 'Revit', 'MATLAB', 'ANSYS', 'Civil 3D'],
  'Data & Analytics': ['Tableau', 'Looker', 'Snowflake', 'dbt', 'BigQuery', 'Alteryx'],
  'IT & Support': ['Jamf', 'Intune', 'Okta', 'ServiceNow', 'ConnectWise', 'Active Directory'],
  Operations: ['ShipStation', 'Flexport', 'Odoo', 'SAP', 'Fishbowl', 'Six Sigma'],
  Consulting: ['Miro', 'Qualtrics', 'SurveyMonkey', 'Balanced Scorecard', 'OKRs', 'Prezi'],
  Translation: ['Trados', 'memoQ', 'Smartcat', 'Phrase', 'Crowdin', 'Wordfast'],
  'Editing & Proofreading': ['Chicago Manual', 'PerfectIt', 'InDesign', 'Acrobat', 'MLA Style', 'APA Style'],
  Recruiting: ['LinkedIn Recruiter', 'SeekOut', 'Ashby', 'iCIMS', 'Bullhorn', 'Gem'],
  Bookkeeping: ['FreshBooks', 'Wave', 'Gusto Payroll', 'ADP', 'Hubdoc', 'Dext'],
  'E-commerce': ['Shopify', 'WooCommerce', 'BigCommerce', 'Amazon Seller Central', 'Etsy', 'Magento'],
  Other: ['Squarespace', 'Wix', 'Podia', 'Thinkific', 'Substack', 'Patreon'],
};

/** Words that occur in a large share of the jobs (titles, skills and the description templates). */
export const COMMON_WORDS = [
  'remote', 'team', 'customer', 'support', 'manager', 'marketing', 'senior', 'experience', 'flexible', 'hours',
  'clients', 'data', 'assistant', 'specialist', 'coordinator', 'schedule', 'work', 'company', 'writing', 'sales',
  'design', 'project', 'growing', 'family', 'onboarding', 'communication', 'office', 'lead',
];
