/**
 * Built-in BSc, MSc and PhD project topic titles.
 *
 * MEMBERS ONLY: import this module from server code only. The titles are
 * served to logged-in users through the topics endpoint and must never be
 * bundled into client-side JavaScript.
 *
 * Case studies name generic or fictional places in South-East Nigeria.
 */

import type { TopicCategory } from './topic-meta';

export { topicCategories, programmingLanguages } from './topic-meta';
export type { TopicCategory } from './topic-meta';

const computerScience: string[] = [
  'Design and Implementation of a Computerised Hospital Records System (A Case Study of a General Hospital in Enugu)',
  'Design and Implementation of an Online Student Result Processing System (A Case Study of a Secondary School in Nsukka)',
  'Design and Implementation of a Web-Based Hotel Reservation System (A Case Study of a Hotel in Independence Layout, Enugu)',
  'Design and Implementation of a Computerised Payroll System (A Case Study of a Local Government Secretariat in Enugu State)',
  'Design and Implementation of an Online Examination System for Polytechnic Students',
  'Design and Implementation of a Library Management System (A Case Study of a College of Education in Abakaliki)',
  'Design and Implementation of a Bus Ticket Reservation System (A Case Study of a Transport Company in Onitsha)',
  'Design and Implementation of a Computerised Inventory Control System (A Case Study of a Supermarket in Awka)',
  'Design and Implementation of a Church Membership Management System (A Case Study of a Parish in Owerri)',
  'Design and Implementation of an E-Voting System for Student Union Elections',
  'Design and Implementation of a Web-Based Alumni Information System',
  'Design and Implementation of a Crime Records Management System for a Police Division in Enugu',
  'Design and Implementation of a Property Rental Management System (A Case Study of an Estate Agency in New Haven, Enugu)',
  'Design and Implementation of a Mobile Banking Application with Two-Factor Authentication',
  'Development of a Fake News Detection System Using Natural Language Processing',
  'Development of a Spam Email Classification System Using the Naive Bayes Algorithm',
  'Application of Machine Learning to the Prediction of Student Academic Performance',
  'Design of an Expert System for the Diagnosis of Malaria and Typhoid Fever',
  'Development of a Face Recognition Attendance System Using Python and OpenCV',
  'Design and Implementation of a Cloud-Based Document Management System for Small Businesses',
  'Design and Implementation of a Hostel Allocation System for a Nigerian University',
  'Comparative Analysis of Sorting Algorithms on Large Data Sets',
  'Design and Implementation of a Secure File Encryption System Using the AES Algorithm',
  'Design and Implementation of a Web-Based Job Recruitment Portal',
  'Design and Implementation of a Pharmacy Sales and Inventory System (A Case Study of a Pharmacy in Aba)',
  'Design and Implementation of a Computerised Land Registry Information System',
  'Development of a Chatbot for Answering Student Admission Enquiries',
  'Design and Implementation of an Online Course Registration System',
  'Design and Implementation of a Vehicle Registration and Licensing System (A Case Study of a Motor Licensing Office in Enugu)',
  'Design and Implementation of an E-Commerce Website for Agricultural Produce',
  'Development of a Handwritten Digit Recognition System Using Convolutional Neural Networks',
  'Design and Implementation of a Staff Leave Management System',
  'Design and Implementation of a Birth and Death Registration System for a Local Government Area',
  'Design and Implementation of a Car Rental Management System',
  'Design and Implementation of a Web-Based Tourism Information System for Enugu State',
  'Sentiment Analysis of Customer Reviews of Nigerian Telecommunication Networks Using Machine Learning',
];

const computerEngineering: string[] = [
  'Design and Construction of a Microcontroller-Based Digital Clock with Alarm',
  'Design and Construction of a GSM-Based Home Automation System',
  'Design and Construction of an Automatic Room Light Controller with Visitor Counter',
  'Design and Construction of a Password-Based Door Lock Security System',
  'Design and Construction of an RFID-Based Student Attendance System',
  'Design and Construction of an Arduino-Based Smart Irrigation System',
  'Design and Construction of a Microcontroller-Based Fire Alarm System with SMS Alert',
  'Design and Implementation of an IoT-Based Weather Monitoring Station',
  'Design and Construction of a Vehicle Tracking System Using GPS and GSM',
  'Design and Construction of a Fingerprint-Based Examination Verification System',
  'Design and Construction of an Automatic Car Parking Guidance System',
  'Design and Construction of a Smart Energy Meter with Remote Monitoring',
  'Design and Construction of a Microcontroller-Based Water Level Indicator and Pump Controller',
  'Design and Construction of an Ultrasonic Obstacle-Avoiding Robot',
  'Design and Construction of a Digital Heart Rate and Body Temperature Monitor',
  'Design and Construction of a Scrolling LED Message Display Board',
  'Design and Implementation of a Campus Local Area Network (A Case Study of a Polytechnic in Enugu State)',
  'Performance Evaluation of Wireless Local Area Networks in a University Environment',
  'Design and Construction of a Gas Leakage Detector with Automatic Shutdown',
  'Design and Construction of a Bluetooth-Controlled Robotic Car',
  'Design and Construction of an Automatic Hand Sanitiser Dispenser',
  'Design and Construction of a Prepaid Water Metering System',
  'Design and Construction of an Intelligent Traffic Light Controller',
  'Design of a Network Intrusion Detection System Using Machine Learning',
  'Design and Construction of a Smart Dustbin with Fill-Level Monitoring',
  'Design and Construction of a Microcontroller-Based Electronic Voting Machine',
  'Design and Construction of a Remote-Controlled Ceiling Fan Speed Regulator',
  'Design and Implementation of a Raspberry Pi-Based Surveillance Camera System',
  'Design and Construction of an Anti-Theft Alarm System for Motor Vehicles',
  'Design and Construction of a Keypad-Controlled Electronic Safe',
  'Design and Implementation of a Virtual Private Network for a Multi-Branch Microfinance Bank in Enugu State',
];

const electricalElectronics: string[] = [
  'Design and Construction of a 5 kVA Pure Sine Wave Inverter',
  'Design and Construction of a 2 kVA Solar Power System for Residential Use',
  'Design and Construction of an Automatic Changeover Switch Between Mains and Generator',
  'Design and Construction of a 1.5 kVA Automatic Voltage Stabiliser',
  'Design and Construction of a 12 V Automatic Battery Charger with Overcharge Protection',
  'Design and Construction of a Variable DC Power Supply (0-30 V)',
  'Design and Construction of a Phase Failure Detector and Selector for Three-Phase Supply',
  'Design and Construction of an Automatic Street Light Controller Using a Light-Dependent Resistor',
  'Design and Construction of a Rechargeable Emergency Lighting System',
  'Analysis of Power Distribution Losses in a Distribution Network in Enugu Metropolis',
  'Load Flow Analysis of a 33 kV Distribution Feeder in Enugu Using the Newton-Raphson Method',
  'Design and Construction of an Overvoltage and Undervoltage Protection Device',
  'Design and Construction of a Wireless Power Transfer System for Low-Power Devices',
  'Design and Construction of a Solar Charge Controller with Maximum Power Point Tracking',
  'Design and Construction of a Remote-Controlled Power Switching System',
  'Design and Construction of a 100 W Audio Power Amplifier',
  'Design and Construction of a Low-Power FM Transmitter',
  'Design and Construction of a Digital Frequency Counter',
  'Design and Construction of a Three-Phase Induction Motor Speed Controller',
  'Reliability Assessment of an 11 kV Distribution Network in Owerri',
  'Design and Construction of an Infrared Remote Control Tester',
  'Design and Construction of a Temperature-Controlled Incubator for Poultry Eggs',
  'Design and Construction of a Solar-Powered Water Pumping System',
  'Design and Construction of an Earth Leakage Circuit Breaker Test Unit',
  'Economic Analysis of Hybrid Solar-Diesel Power Supply for Rural Health Centres in Enugu State',
  'Design and Construction of an Electric Fence Energiser',
  'Design and Construction of a Power Factor Correction Unit for Industrial Loads',
  'Design and Construction of a Transformer Overheating Monitor with Alarm',
  'Design and Construction of a Microcontroller-Based Digital Multimeter',
  'Design and Construction of a Solar-Powered Mobile Phone Charging Kiosk',
  'Analysis of Technical Losses on a 132 kV Transmission Line in South-East Nigeria',
];

const management: string[] = [
  'The Impact of Motivation on Employee Productivity (A Case Study of a Manufacturing Firm in Enugu)',
  'The Role of Leadership Styles in Organisational Performance (A Case Study of Selected Firms in Enugu Metropolis)',
  'The Effect of Training and Development on Staff Performance in the Nigerian Civil Service',
  'Conflict Management Strategies and Industrial Harmony in Manufacturing Firms in Anambra State',
  'The Impact of Total Quality Management on Organisational Performance',
  'The Effect of Organisational Culture on Employee Commitment (A Case Study of Selected Banks in Enugu)',
  'Strategic Planning as a Tool for Organisational Growth in Small and Medium Enterprises',
  'The Role of Communication in the Effective Management of Public Organisations',
  'The Effect of Job Satisfaction on Labour Turnover in Private Secondary Schools in Enugu',
  'Time Management and Productivity of Administrative Staff in Tertiary Institutions',
  'The Impact of Performance Appraisal on Employee Effectiveness',
  'Change Management and Organisational Effectiveness in the Nigerian Banking Sector',
  'The Role of Decision-Making in Organisational Success',
  'Stress Management and Employee Performance in Hospitals in Enugu State',
  'The Effect of Delegation of Authority on Organisational Productivity',
  'Records Management and Administrative Efficiency in Local Government Councils',
  'The Impact of Staff Welfare on Productivity in Public Hospitals',
  'Succession Planning and the Survival of Family-Owned Businesses in Onitsha',
  'Effect of Employee Participation in Decision-Making on Job Performance',
  'Crisis Management Strategies in Nigerian Tertiary Institutions',
  'The Role of Management Information Systems in Managerial Decision-Making',
  'Effect of Recruitment and Selection Practices on Organisational Performance',
  'Supply Chain Management and Operational Efficiency of Manufacturing Firms in Aba',
  'Project Management Practices and the Completion of Public Building Projects in Enugu State',
  'The Effect of Workplace Diversity on Team Performance',
  'Corporate Governance and the Performance of Microfinance Banks in Enugu State',
  'Knowledge Management and Innovation in Small and Medium Enterprises',
  'The Effect of Remote Work on Employee Productivity in Nigerian Service Firms',
  'Risk Management Practices in Construction Firms in Owerri',
  'Quality Control and Customer Satisfaction in the Table Water Industry in Enugu',
];

const businessAdministration: string[] = [
  'The Impact of Advertising on Consumer Buying Behaviour (A Case Study of Soft Drink Consumers in Enugu)',
  'The Role of Small and Medium Enterprises in the Economic Development of Enugu State',
  'Problems and Prospects of Entrepreneurship Development in South-East Nigeria',
  'The Effect of Customer Service Quality on Customer Loyalty in the Nigerian Banking Industry',
  'The Impact of Social Media Marketing on the Sales Performance of Small Businesses in Awka',
  'Sources of Finance and the Growth of Small Businesses in Onitsha Main Market',
  'The Effect of Branding on Consumer Patronage of Locally Made Products in Aba',
  'Working Capital Management and Profitability of Manufacturing Firms in Nigeria',
  'The Role of Microfinance Banks in the Growth of Small-Scale Enterprises in Nsukka',
  'Sales Promotion as a Tool for Increasing Market Share in the Beverage Industry',
  'The Impact of Electronic Banking on Customer Satisfaction',
  'Business Ethics and the Corporate Image of Nigerian Firms',
  'Challenges Facing Women Entrepreneurs in Enugu Metropolis',
  'The Role of Insurance in the Risk Management of Small Businesses',
  'The Effect of Packaging on Consumer Choice of Fast-Moving Consumer Goods',
  'Customer Relationship Management and the Performance of Telecommunication Firms in Nigeria',
  'The Impact of the Cashless Policy on Small and Medium Enterprises in Enugu State',
  'Pricing Strategies and Profitability of Hotels in Enugu',
  'Effect of Inventory Management on the Profitability of Retail Outlets in Owerri',
  'The Role of Cooperative Societies in Poverty Reduction in Rural Communities of Enugu State',
  'Franchising as a Strategy for Business Expansion in Nigeria',
  'E-Commerce Adoption and the Performance of Small Retail Businesses in Enugu',
  'The Effect of Multiple Taxation on the Survival of Small Businesses in Abakaliki',
  'Distribution Channels and Product Availability of Pharmaceutical Firms in South-East Nigeria',
  'Corporate Social Responsibility and the Organisational Image of Oil Companies in Port Harcourt',
  'Product Innovation and Competitive Advantage of Manufacturing Firms in Aba',
  'The Role of Public Relations in Corporate Image Building',
  'Feasibility Study for the Establishment of a Poultry Farm in Enugu State',
  'Effect of Point-of-Sale Terminals on the Sales Turnover of Supermarkets in Enugu',
  'Market Segmentation Strategies of Real Estate Firms in Enugu',
  'The Impact of Youth Entrepreneurship Programmes on Unemployment in Anambra State',
  'Export Promotion Strategies and the Performance of Non-Oil Exporters in Nigeria',
];

const economics: string[] = [
  'The Impact of Foreign Direct Investment on Economic Growth in Nigeria (1990\u20132022)',
  'An Empirical Analysis of Inflation and Unemployment in Nigeria',
  'The Effect of Exchange Rate Fluctuation on the Nigerian Balance of Trade',
  'Government Expenditure and Economic Growth in Nigeria: An Econometric Analysis',
  'The Impact of Agricultural Financing on Agricultural Output in Nigeria',
  'Monetary Policy and Price Stability in Nigeria',
  'The Effect of External Debt on Economic Development in Nigeria',
  'Oil Price Shocks and Economic Growth in Nigeria',
  'The Impact of Human Capital Development on Economic Growth in Nigeria',
  'Determinants of Savings Behaviour Among Rural Households in Enugu State',
  'The Effect of Remittances on Household Welfare in South-East Nigeria',
  'Tax Revenue and Economic Growth in Nigeria',
  'The Impact of Capital Market Development on Economic Growth in Nigeria',
  'Poverty and Income Inequality in Rural Communities of Ebonyi State',
  'The Effect of Interest Rates on Domestic Investment in Nigeria',
  'Electricity Supply and Industrial Output in Nigeria',
  'Population Growth and Economic Development in Nigeria',
  'The Contribution of the Informal Sector to Economic Growth in Nigeria',
  'The Effect of Trade Openness on Economic Growth in Nigeria',
  'Financial Inclusion and Poverty Reduction in Nigeria',
  'The Impact of Microcredit on Rural Women Farmers in Enugu State',
  'Public Debt Sustainability in Nigeria',
  'The Effect of Budget Deficits on Inflation in Nigeria',
  'Youth Unemployment and the Crime Rate in Nigeria',
  'The Impact of Health Expenditure on Life Expectancy in Nigeria',
  'Economic Diversification and the Growth of the Non-Oil Sector in Nigeria',
  'The Effect of Fuel Subsidy Removal on Transport Costs in Enugu Metropolis',
  'Bank Credit to the Private Sector and Economic Growth in Nigeria',
  'Food Security and Agricultural Productivity in South-East Nigeria',
  'The Impact of Education Expenditure on Economic Growth in Nigeria',
  'Rural-Urban Migration and Its Effects on Agricultural Production in Enugu State',
  'Determinants of the Demand for Money in Nigeria',
];

/**
 * About 190 built-in topic titles, grouped by category in source order.
 * The topics page sorts them alphabetically after merging server topics.
 */
export const builtInTopics: string[] = [
  ...computerScience,
  ...computerEngineering,
  ...electricalElectronics,
  ...management,
  ...businessAdministration,
  ...economics,
];

/** The same titles grouped by category. */
export const topicsByCategory: Readonly<Record<TopicCategory, readonly string[]>> = {
  'Computer Science': computerScience,
  'Computer Engineering': computerEngineering,
  'Electrical & Electronics': electricalElectronics,
  Management: management,
  'Business Administration': businessAdministration,
  Economics: economics,
};

const categoryByTitle = new Map<string, TopicCategory>(
  Object.entries(topicsByCategory).flatMap(([category, titles]) => titles.map((t) => [t.toLowerCase(), category as TopicCategory] as const)),
);

/** The category of a built-in title (whatever its case), or null for any other title. */
export function categoryOfTitle(title: string): TopicCategory | null {
  return categoryByTitle.get(title.trim().toLowerCase()) ?? null;
}
