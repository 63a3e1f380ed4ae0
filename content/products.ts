import type { Product } from './types';

/**
 * Software product pages, in the order of the "Softwares" menu plus inventory.
 * Each page shows its sections as lists; the first 5 items of each list are
 * visible before "Show More". Benefits always live in a section headed
 * 'Benefits'; every other section is a feature group.
 */
export const products: Product[] = [
  {
    slug: 'pos',
    name: 'Point of Sale & Stock Manager',
    version: 'Stock Manager 10.2',
    title: 'Stock Manager 10.2: Point of Sale and Inventory Software',
    metaDescription:
      'Stock Manager 10.2 point-of-sale software for supermarkets, pharmacies and shops: barcode sales, thermal receipts, multi-branch stock and profit reports.',
    summary:
      'Sell faster, stop stock leakages and know your profit every day with a point-of-sale system built for Nigerian retail.',
    intro: [
      'Stock Manager 10.2 is our point-of-sale and inventory software for supermarkets, pharmacies, boutiques, lounges, building-material shops and wholesale outlets. Cashiers scan, print a receipt and take cash, POS card or transfer payments in seconds, while the back office sees stock and sales update in real time.',
      'Version 10.2 builds on Stock Manager 10.1, the previous release trusted by hundreds of outlets, adding multi-branch synchronisation, faster barcode search and a redesigned daily profit report. Users of 10.1 upgrade with all their products, customers and sales history intact.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Barcode scanning and receipt printing on 58 mm and 80 mm thermal printers',
          'Split payments across cash, POS card and bank transfer on one receipt',
          'Works offline and syncs when the network returns',
          'Multi-branch and multi-warehouse stock with inter-branch transfers',
          'Purchase orders, goods received notes and supplier balances',
          'Low-stock and expiry-date alerts for pharmacies and groceries',
          'Wholesale and retail price levels with customer discounts',
          'Customer credit accounts with repayment tracking',
          'Cashier shifts with opening float, closing count and variance report',
          'Role-based access: cashiers cannot delete sales or change prices',
          'Naira-formatted sales, profit and VAT reports exportable to Excel and PDF',
          'Barcode label printing for items without manufacturer barcodes',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Eliminates revenue leakages at the till with a full audit trail',
          'Shorter queues: a typical sale takes under ten seconds',
          'Know your exact profit per product, per day and per branch',
          'Buy the right stock at the right time and reduce dead stock',
          'Owners can check sales from anywhere on their phone',
          'Easy to learn: new cashiers are productive within an hour',
        ],
      },
    ],
  },
  {
    slug: 'hospital',
    name: 'Hospital Management Software',
    version: 'Medical QuickBook 10.2',
    title: 'Medical QuickBook 10.2: Hospital Management Software',
    metaDescription:
      'Medical QuickBook 10.2 hospital software: patient records, consultations, laboratory, billing, HMO claims and pharmacy inventory for Nigerian hospitals.',
    summary:
      'One system for patient records, billing, laboratory and pharmacy, from the records desk to the ward.',
    intro: [
      'Medical QuickBook 10.2 manages the full patient journey in hospitals, clinics, maternity homes and diagnostic centres. Patients are registered once and their history follows them through consultation, laboratory, pharmacy, admission and billing.',
      'It runs on your hospital network with or without internet, keeps confidential records behind role-based access and gives management clear daily reports on revenue, patient numbers and drug consumption.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Patient registration with hospital number, photo and next-of-kin details',
          'Electronic medical records: vital signs, complaints, diagnosis and prescriptions',
          'Appointment scheduling and outpatient queue management',
          'Laboratory requests and results sent straight to the consulting doctor',
          'Admission, ward and bed management with daily charges',
          'Antenatal, delivery and immunisation records',
          'Billing with deposits, part payments and discharge clearance',
          'NHIA and HMO enrolment, authorisation codes and claims reports',
          'Doctor, nurse, cashier and records roles with separate permissions',
          'Revenue, patient-volume and disease reports by day, month and department',
        ],
      },
      {
        heading: 'Pharmacy Inventory',
        items: [
          'Drug catalogue with generic names, brands, strengths and dosage forms',
          'Prescriptions flow from the consulting room straight to the pharmacy',
          'Batch numbers and expiry-date tracking with early alerts',
          'Reorder levels and low-stock warnings',
          'Main store to dispensary stock transfers',
          'Supplier purchases, invoices and balances',
          'Drug consumption and profit reports',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Shorter waiting times from registration to consultation',
          'Complete, legible patient histories available to every authorised doctor',
          'No more missing folders or lost laboratory results',
          'Every service billed, so revenue leakages stop',
          'Less drug wastage through expiry and stock control',
          'Faster, better-documented HMO claims',
        ],
      },
    ],
  },
  {
    slug: 'school',
    name: 'School Portal',
    version: 'E-School 10.4',
    title: 'E-School 10.4: School Management Portal',
    metaDescription:
      'E-School 10.4 school portal for nursery, primary and secondary schools: admissions, result computation, report cards, fees and parent access.',
    summary:
      'Admissions, results, fees and parent communication for nursery, primary and secondary schools in one portal.',
    intro: [
      'E-School 10.4 takes the stress out of running a school. Teachers enter continuous assessment and examination scores once, and the portal computes totals, averages, positions and grades and prints professional report cards for the whole school in minutes.',
      'Parents check results and pay fees online with a scratch-card or PIN, administrators see who has paid at a glance, and the school keeps a permanent, searchable record of every student.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Online admission forms and entrance examination results',
          'Student records with passport photographs and guardian details',
          'Continuous assessment and examination score entry by subject teachers',
          'Automatic computation of totals, averages, class positions and grades',
          'Printable report cards with school logo, comments and signatures',
          'Result checking for parents with PIN or scratch card',
          'School fees invoices, payments, balances and receipts',
          'Timetable, class and subject allocation',
          'Attendance register and teacher notes',
          'Bulk SMS to parents for results, fees and announcements',
          'Staff records and salary schedules',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Results ready days earlier at the end of every term',
          'No calculation errors in totals and positions',
          'Better fee collection with clear records of outstanding balances',
          'Parents stay informed and trust the school more',
          'Secure records that survive staff changes and lost files',
          'A modern image that helps attract new admissions',
        ],
      },
    ],
  },
  {
    slug: 'e-ticketing',
    name: 'Bus Ticketing Software',
    version: 'E-Ticket 10.1',
    title: 'E-Ticket 10.1: Bus Ticketing and Terminal Management',
    metaDescription:
      'E-Ticket 10.1 bus ticketing software for road transport companies: seat booking, passenger manifests, waybills, multi-terminal sales and revenue reports.',
    summary:
      'Sell seats, print manifests and reconcile terminal revenue for every trip across all your parks.',
    intro: [
      'E-Ticket 10.1 is designed for interstate and intrastate road transport companies. Ticket clerks book passengers onto a seat map, print tickets and manifests, and the head office sees sales from every terminal in real time.',
      'It handles the realities of the motor park: walk-in passengers, phone reservations, luggage charges, waybills and driver allowances, so every naira collected is accounted for.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Visual seat map for each vehicle type (bus, Sienna, coaster, luxury coach)',
          'Ticket printing on thermal printers with QR code verification',
          'Passenger manifests with next-of-kin details for every trip',
          'Route, fare and departure-time management',
          'Multi-terminal sales with central reporting',
          'Online and phone reservations with payment confirmation',
          'Luggage and waybill (parcel) booking and tracking',
          'Vehicle and driver assignment with trip history',
          'Driver allowances, fuel and trip expenses',
          'Daily revenue reconciliation per clerk and per terminal',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'No double-booked seats or missing tickets',
          'Complete passenger records for safety and insurance',
          'Management sees every terminal\u2019s sales without travelling',
          'Clerk fraud and under-declared trips are easy to detect',
          'Faster boarding and happier passengers',
          'Data to plan routes and fleet size profitably',
        ],
      },
    ],
  },
  {
    slug: 'estate',
    name: 'Estate Management Software',
    version: 'Estate Manager 20.2',
    title: 'Estate Manager 20.2: Estate and Property Management Software',
    metaDescription:
      'Estate Manager 20.2 for estates and property managers: tenants, rent, service charges, receipts, visitor logs, maintenance and account reports.',
    summary:
      'Manage tenants, rent, service charges and visitors for residential and commercial estates.',
    intro: [
      'Estate Manager 20.2 gives estate managers, landlords and residents\u2019 associations a single place to manage properties, tenants and money. Each role (administrator, accounts and receptionist) has its own workspace and permissions.',
      'Rent and levy invoices are generated automatically, payments are receipted and reconciled, visitors are logged at the gate, and the estate committee receives clear monthly statements.',
    ],
    sections: [
      {
        heading: 'Admin',
        items: [
          'Register estates, blocks, buildings and units',
          'Tenant and landlord records with contacts and documents',
          'Lease agreements with start dates, renewal dates and reminders',
          'Set rent, service charge, security levy and utility rates',
          'Create users and assign roles and permissions',
          'Maintenance requests, work orders and artisan assignment',
          'Notices and bulk SMS to residents',
          'Dashboard of occupancy, vacancies and arrears',
        ],
      },
      {
        heading: 'Accounts',
        items: [
          'Automatic rent and service-charge invoicing',
          'Payments by cash, transfer or POS with printed receipts',
          'Tenant statements of account and outstanding balances',
          'Expense recording for repairs, security, power and cleaning',
          'Landlord remittance and commission calculation',
          'Income and expenditure reports by estate and by month',
          'Debtors list with automatic reminder messages',
        ],
      },
      {
        heading: 'Receptionist',
        items: [
          'Visitor registration with purpose of visit and host resident',
          'Check-in and check-out times for every visitor',
          'Access codes for expected guests issued by residents',
          'Delivery and parcel log',
          'Complaint and enquiry logging for follow-up',
          'Daily gate and visitor reports',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Rent and levies collected on time with fewer disputes',
          'Transparent accounts that residents and landlords trust',
          'Better estate security with a record of every visitor',
          'Faster response to maintenance complaints',
          'Less paperwork and no lost receipts',
          'Clear reports for committee and annual general meetings',
        ],
      },
    ],
  },
  {
    slug: 'hotel',
    name: 'Hotel Management Software',
    version: 'Hotel Manager 10.1',
    title: 'Hotel Manager 10.1: Hotel Management Software',
    metaDescription:
      'Hotel Manager 10.1 hotel software: reservations, check-in, room billing, restaurant and bar POS, housekeeping and night audit for Nigerian hotels.',
    summary:
      'Front desk, room billing, restaurant, bar and housekeeping in one hotel system.',
    intro: [
      'Hotel Manager 10.1 runs the day-to-day operations of hotels, guest houses and serviced apartments. The front desk sees room status at a glance, guests check in within minutes, and every restaurant, bar and laundry charge is posted straight to the guest\u2019s folio.',
      'Managers and owners get an accurate night audit every morning, so occupancy, revenue and outstanding balances are never a guess.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Room status board: vacant, occupied, reserved, dirty and out of order',
          'Reservations with deposits and confirmation by SMS or email',
          'Fast check-in with guest identification and photo capture',
          'Guest folio with room, restaurant, bar and laundry charges',
          'Restaurant and bar point of sale with kitchen order tickets',
          'Housekeeping assignments and room-cleaning status',
          'Corporate accounts and company billing',
          'Room rates by season, weekday and room type',
          'Night audit with occupancy and revenue reports',
          'Store and bar inventory with consumption tracking',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Every room night and every drink is billed',
          'Receptionists cannot hide check-ins or give unauthorised discounts',
          'Happier guests with faster check-in and accurate bills',
          'Owners see occupancy and revenue even when away',
          'Less stock theft in the bar and kitchen',
          'Better planning with historical occupancy data',
        ],
      },
    ],
  },
  {
    slug: 'hrpayroll',
    name: 'HR & Payroll with Biometrics',
    title: 'HR and Payroll Software with Biometric Attendance',
    metaDescription:
      'HR and payroll software with biometric attendance: staff records, leave, PAYE, pension and NHF deductions, payslips and bank schedules.',
    summary:
      'Staff records, biometric attendance and accurate Nigerian payroll in one integrated system.',
    intro: [
      'Our HR and Payroll software keeps complete staff records and computes salaries correctly every month, including PAYE, pension and NHF. It connects to fingerprint and face-recognition devices so attendance and lateness feed directly into payroll.',
      'It suits private companies, schools, hospitals and public agencies from 20 to several thousand staff, and it removes ghost workers by tying every salary to a verified biometric record.',
    ],
    sections: [
      {
        heading: 'Human Resources',
        items: [
          'Employee records with passport photo, next of kin, qualifications and documents',
          'Departments, grade levels, steps and job titles',
          'Recruitment, confirmation, promotion and transfer history',
          'Leave applications, approvals and leave balances',
          'Queries, disciplinary records and appraisals',
          'Staff self-service for payslips and leave requests',
          'Retirement and contract-expiry alerts',
        ],
      },
      {
        heading: 'Payroll',
        items: [
          'Salary structures with basic pay, housing, transport and other allowances',
          'PAYE, pension (PenCom) and NHF deductions',
          'Loans, salary advances and cooperative deductions',
          'Overtime and lateness adjustments from attendance data',
          'Payslips printed or sent by email',
          'Bank payment schedules in your bank\u2019s upload format',
          'Payroll summaries, variance reports and year-end tax returns',
        ],
      },
      {
        heading: 'Biometric Attendance',
        items: [
          'Fingerprint and face-recognition device integration',
          'Clock-in and clock-out with automatic lateness calculation',
          'Shift and roster management',
          'Multi-location attendance collected centrally',
          'Absence and lateness reports per employee and department',
          'Biometric staff verification to eliminate ghost workers',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Accurate salaries paid on time every month',
          'Statutory deductions computed correctly to avoid penalties',
          'No ghost workers or buddy punching',
          'Improved punctuality and accountability',
          'HR records available instantly for audits',
          'Hours saved every payroll cycle',
        ],
      },
    ],
  },
  {
    slug: 'smartlab',
    name: 'Smart Lab LIMS',
    title: 'Smart Lab: Laboratory Information Management System',
    metaDescription:
      'Smart Lab laboratory information management system: sample tracking, test results, reference ranges, printed reports, billing and reagent inventory.',
    summary:
      'A laboratory information management system for medical and diagnostic laboratories.',
    intro: [
      'Smart Lab is a laboratory information management system (LIMS) for hospital laboratories, standalone diagnostic centres and research labs. It tracks each sample from collection to the final signed report, so nothing is lost and every result can be traced.',
      'Results are checked against reference ranges automatically, reports are printed with your letterhead or sent to the patient and referring doctor, and management sees test volumes, turnaround times and revenue at a glance.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Patient and sample registration with barcode labels',
          'Test catalogue for haematology, chemistry, microbiology, serology and more',
          'Result entry with reference ranges and automatic flagging of abnormal values',
          'Result verification and approval by the lab scientist before release',
          'Professional report printing with letterhead and signature',
          'Results sent by SMS or email to patients and referring doctors',
          'Billing, discounts, HMO and referral-doctor accounts',
          'Reagent and consumables inventory with expiry alerts',
          'Turnaround time tracking for every test',
          'Quality control records and audit trail',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'No mixed-up or lost samples',
          'Faster, error-free result reporting',
          'Consistent, professional reports that doctors trust',
          'Better control of reagent costs',
          'Every test billed and accounted for',
          'Traceable records for accreditation and audits',
        ],
      },
    ],
  },
  {
    slug: 'cooperative',
    name: 'Cooperative & Thrift Society Software',
    title: 'Cooperative and Thrift Society Management Software',
    metaDescription:
      'Software for cooperatives and thrift societies: member savings, contributions, loans, interest, guarantors, dividends and transparent statements.',
    summary:
      'Member savings, contributions, loans and dividends recorded accurately for cooperatives and thrift societies.',
    intro: [
      'Our cooperative software gives staff cooperatives, thrift and credit societies, esusu groups and multipurpose cooperatives transparent records that every member can trust. Monthly contributions, loans and repayments are posted once and every balance updates instantly.',
      'The secretary and treasurer produce statements, loan schedules and annual dividend calculations in minutes instead of days, and members receive SMS alerts for every transaction.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Member registration with passport photo, next of kin and membership number',
          'Savings, shares and special deposit accounts',
          'Monthly contributions by payroll deduction, cash or transfer',
          'Loan applications with guarantors and eligibility checks',
          'Loan repayment schedules, interest and penalty calculation',
          'Member statements of account on demand',
          'SMS alerts for contributions, loan approvals and repayments',
          'Dividend and interest-on-savings computation at year end',
          'Withdrawals and member exit settlement',
          'Income, expenditure and balance sheet reports',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Transparent records that end disputes between members and executives',
          'Faster loan processing',
          'Accurate dividends without manual calculation',
          'Members can see their balances at any time',
          'Smooth handover when executives change',
          'Audit-ready books for annual general meetings',
        ],
      },
    ],
  },
  {
    slug: 'agric-farm',
    name: 'Agric Farm Manager',
    title: 'Agric Farm Manager: Farm Accounting and Inventory Software',
    metaDescription:
      'Farm accounting and inventory software for poultry, fish, piggery and crop farms: feed, livestock, produce sales, expenses and profit per batch.',
    summary:
      'Accounting and inventory built for poultry, fish, piggery and crop farms.',
    intro: [
      'Agric Farm Manager helps farm owners run their farms as profitable businesses. It records every bag of feed, every vaccine, every sale of eggs, birds, fish or produce, and every farm expense, then tells you the real profit on each batch or season.',
      'It works for poultry, catfish, piggery, cattle and crop farms, from a single pen behind the house to a commercial farm with several sites and dozens of workers.',
    ],
    sections: [
      {
        heading: 'Accounting Features',
        items: [
          'Sales of eggs, birds, fish, pigs and crop produce with invoices and receipts',
          'Customer credit accounts and debt tracking',
          'Farm expenses: labour, fuel, electricity, veterinary services and transport',
          'Cost and profit per batch, pond, pen or field',
          'Cash book and bank reconciliation',
          'Staff wages and casual labour payments',
          'Loan and grant tracking for agricultural financing',
          'Monthly and seasonal profit and loss reports in naira',
        ],
      },
      {
        heading: 'Inventory Features',
        items: [
          'Feed stock by type and brand with daily consumption records',
          'Livestock and fish population with births, purchases, mortality and sales',
          'Vaccines, drugs and vitamins with expiry dates and schedules',
          'Egg collection and crates in store',
          'Seeds, fertiliser and agrochemical stock',
          'Farm equipment and tools register',
          'Reorder alerts for feed and medication',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Know which batch or season actually made money',
          'Reduce feed wastage and theft',
          'Spot rising mortality early from daily records',
          'Records that banks and grant schemes ask for',
          'Make better decisions on pricing and expansion',
        ],
      },
    ],
  },
  {
    slug: 'inventory',
    name: 'Inventory Management Software',
    title: 'Inventory Management Software',
    metaDescription:
      'Inventory management software for warehouses, distributors and manufacturers: stock levels, transfers, purchase orders, batches and valuation reports.',
    summary:
      'Real-time control of stock across stores, warehouses and branches.',
    intro: [
      'Our inventory management software gives distributors, manufacturers, warehouses and institutions precise control of what they hold, where it is and what it is worth. Every receipt, issue, transfer and adjustment is recorded against the user who made it.',
      'It shares its engine with Stock Manager 10.2 but focuses on store and warehouse operations rather than the sales counter, making it a good fit for raw materials, spare parts and institutional stores.',
    ],
    sections: [
      {
        heading: 'Features',
        items: [
          'Item catalogue with units of measure, categories and barcodes',
          'Multiple stores and warehouses with bin locations',
          'Goods received notes linked to purchase orders',
          'Store requisitions and issue vouchers with approvals',
          'Inter-store transfers with in-transit tracking',
          'Batch and serial number tracking with expiry dates',
          'Reorder levels and automatic purchase suggestions',
          'Periodic stock counts with variance reports',
          'Stock valuation by FIFO or weighted average cost',
          'Supplier records and purchase history',
        ],
      },
      {
        heading: 'Benefits',
        items: [
          'Accurate stock levels you can rely on',
          'Less capital tied up in excess stock',
          'No production or service delays from stock-outs',
          'Theft and unexplained losses are quickly detected',
          'Faster, cleaner stock audits at year end',
        ],
      },
    ],
  },
];

/** Finds a product by slug, case-insensitively (so both /POS and /pos work). */
export function findProduct(slug: string): Product | undefined {
  const key = slug.replace(/^\/+/, '').toLowerCase();
  return products.find((p) => p.slug.toLowerCase() === key);
}
