/**
 * What each product's dashboard illustration shows (app/components/product-screen.tsx draws it).
 * Read by the product page's loader only, so this data is sent as loader data for one product
 * and never bundled into the browser code.
 */

export type Tone = 'ok' | 'info' | 'warn';

export type ScreenChart =
  | { kind: 'bars'; title: string; values: number[]; labels?: string[] }
  | { kind: 'line'; title: string; values: number[] }
  | { kind: 'donut'; title: string; segments: [number, string][] }
  | { kind: 'seats'; title: string }
  | { kind: 'rooms'; title: string };

export interface ScreenSpec {
  /** Shown in the window's title bar. */
  app: string;
  /** Short name at the top of the sidebar (at most about 14 characters). */
  brand: string;
  /** Sidebar entries; the first is the active one. */
  nav: string[];
  heading: string;
  period: string;
  kpis: [string, string][];
  chart: ScreenChart;
  table: { title: string; rows: [string, string, string, string, Tone][] };
}

export const productScreens: Record<string, ScreenSpec> = {
  pos: {
    app: 'Stock Manager 10.2',
    brand: 'Stock Manager',
    nav: ['Dashboard', 'Point of Sale', 'Products', 'Purchases', 'Reports'],
    heading: 'Sales overview',
    period: 'Today',
    kpis: [["Today's sales", '₦486,250'], ['Receipts', '214'], ['Low stock', '7 items']],
    chart: { kind: 'bars', title: 'Sales by hour', values: [12, 18, 25, 30, 22, 35, 41, 38, 46, 52, 44, 58] },
    table: {
      title: 'Recent sales',
      rows: [
        ['#10482 · 3 items', 'POS card', '₦12,400', 'Paid', 'ok'],
        ['#10481 · 1 item', 'Cash', '₦2,150', 'Paid', 'ok'],
        ['#10480 · 6 items', 'Transfer', '₦38,900', 'Pending', 'warn'],
      ],
    },
  },
  hospital: {
    app: 'Medical QuickBook 10.2',
    brand: 'QuickBook',
    nav: ['Dashboard', 'Patients', 'Consultation', 'Laboratory', 'Pharmacy'],
    heading: 'Outpatient clinic',
    period: 'Today',
    kpis: [['Patients today', '86'], ['In admission', '23'], ['Lab requests', '12']],
    chart: { kind: 'line', title: 'Patient visits this week', values: [54, 61, 58, 72, 66, 80, 86] },
    table: {
      title: 'Consultation queue',
      rows: [
        ['HN-0241 · Adult', 'Dr. Okafor', '09:40', 'Waiting', 'info'],
        ['HN-1187 · Child', 'Dr. Eze', '09:55', 'In consult', 'ok'],
        ['HN-0932 · Antenatal', 'Nurse Obi', '10:10', 'At lab', 'warn'],
      ],
    },
  },
  school: {
    app: 'E-School 10.4',
    brand: 'E-School',
    nav: ['Dashboard', 'Students', 'Results', 'Fees', 'Parents'],
    heading: 'Second term results',
    period: '2nd term',
    kpis: [['Students', '1,248'], ['Fees paid', '82%'], ['Results ready', '36 of 40']],
    chart: {
      kind: 'bars',
      title: 'Average score by class (%)',
      values: [71, 68, 74, 66, 72, 78],
      labels: ['JSS1', 'JSS2', 'JSS3', 'SS1', 'SS2', 'SS3'],
    },
    table: {
      title: 'Report cards',
      rows: [
        ['JSS2 Gold', '42 students', 'Form: Mrs Eze', 'Printed', 'ok'],
        ['SS1 Diamond', '38 students', 'Form: Mr Obi', 'Computed', 'info'],
        ['SS3 Ruby', '35 students', 'Form: Mr Ani', 'Scores due', 'warn'],
      ],
    },
  },
  'e-ticketing': {
    app: 'E-Ticket 10.1',
    brand: 'E-Ticket',
    nav: ['Dashboard', 'Book Seat', 'Manifests', 'Waybills', 'Terminals'],
    heading: 'Enugu → Lagos, 07:00',
    period: 'Today',
    kpis: [['Trips today', '18'], ['Seats sold', '312'], ['Revenue', '₦5.6m']],
    chart: { kind: 'seats', title: 'Seat map · Luxury coach' },
    table: {
      title: 'Departures',
      rows: [
        ['Enugu → Lagos', 'Coach 14', '07:00', 'Boarding', 'ok'],
        ['Enugu → Abuja', 'Sienna 3', '07:30', 'Filling', 'info'],
        ['Enugu → Port Harcourt', 'Coaster 6', '08:00', 'Delayed', 'warn'],
      ],
    },
  },
  estate: {
    app: 'Estate Manager 20.2',
    brand: 'Estate Manager',
    nav: ['Dashboard', 'Units', 'Tenants', 'Accounts', 'Visitors'],
    heading: 'Estate overview',
    period: 'This month',
    kpis: [['Units', '148'], ['Occupied', '92%'], ['Charges due', '₦3.4m']],
    chart: { kind: 'donut', title: 'Service charge payments', segments: [[62, 'Paid'], [23, 'Part paid'], [15, 'Outstanding']] },
    table: {
      title: 'Gate log',
      rows: [
        ['Visitor · Mrs Nwosu', 'Block C, Flat 4', '10:12', 'Checked in', 'ok'],
        ['Delivery · Parcel', 'Block A, Flat 2', '10:05', 'Received', 'info'],
        ['Visitor · Mr Ibe', 'Block F, Flat 1', '09:48', 'No code', 'warn'],
      ],
    },
  },
  hotel: {
    app: 'Hotel Manager 10.1',
    brand: 'Hotel Manager',
    nav: ['Dashboard', 'Front Desk', 'Reservations', 'Restaurant & Bar', 'Housekeeping'],
    heading: 'Room status',
    period: 'Tonight',
    kpis: [['Occupancy', '78%'], ['Arrivals today', '12'], ['Revenue today', '₦1.2m']],
    chart: { kind: 'rooms', title: 'Rooms · first and second floor' },
    table: {
      title: 'Guest folios',
      rows: [
        ['Room 204 · Mr Chukwu', 'Room + bar', '₦86,500', 'Open', 'info'],
        ['Room 112 · Ms Bello', 'Room', '₦45,000', 'Paid', 'ok'],
        ['Room 309 · Okeke Ltd', 'Corporate', '₦132,000', 'Due', 'warn'],
      ],
    },
  },
  hrpayroll: {
    app: 'HR & Payroll',
    brand: 'HR & Payroll',
    nav: ['Dashboard', 'Employees', 'Attendance', 'Payroll', 'Leave'],
    heading: 'May payroll',
    period: 'This month',
    kpis: [['Staff', '342'], ['Present today', '318'], ['Net payroll', '₦48.6m']],
    chart: {
      kind: 'bars',
      title: 'Biometric clock-ins by hour',
      values: [24, 138, 121, 28, 7],
      labels: ['6am', '7am', '8am', '9am', '10am'],
    },
    table: {
      title: 'Clock-ins',
      rows: [
        ['EMP-0412 · A. Okonkwo', 'Fingerprint', '07:52', 'On time', 'ok'],
        ['EMP-0188 · C. Nnaji', 'Face', '08:14', 'Late', 'warn'],
        ['EMP-0731 · F. Musa', 'Fingerprint', '07:48', 'On time', 'ok'],
      ],
    },
  },
  smartlab: {
    app: 'Smart Lab',
    brand: 'Smart Lab',
    nav: ['Dashboard', 'Samples', 'Results', 'Reports', 'Reagents'],
    heading: 'Laboratory worklist',
    period: 'Today',
    kpis: [['Samples today', '64'], ['Awaiting approval', '9'], ['Turnaround', '3.2 h']],
    chart: { kind: 'line', title: 'Samples received this week', values: [41, 48, 52, 46, 58, 61, 64] },
    table: {
      title: 'Results',
      rows: [
        ['LAB-2291 · FBC', 'Haematology', 'Hb 9.8', 'Abnormal', 'warn'],
        ['LAB-2290 · FBS', 'Chemistry', '5.1 mmol/L', 'Normal', 'ok'],
        ['LAB-2288 · Widal', 'Serology', '1:80', 'Verified', 'info'],
      ],
    },
  },
  cooperative: {
    app: 'Cooperative & Thrift',
    brand: 'Cooperative',
    nav: ['Dashboard', 'Members', 'Savings', 'Loans', 'Dividends'],
    heading: 'Society overview',
    period: 'This year',
    kpis: [['Members', '1,120'], ['Savings', '₦86.4m'], ['Loans out', '₦31.2m']],
    chart: { kind: 'donut', title: 'Loan portfolio', segments: [[58, 'Performing'], [30, 'Repaid'], [12, 'Overdue']] },
    table: {
      title: 'Contributions',
      rows: [
        ['M-0457 · E. Udeh', 'Payroll', '₦25,000', 'Posted', 'ok'],
        ['M-1023 · G. Ani', 'Transfer', '₦10,000', 'Posted', 'ok'],
        ['M-0311 · K. Obi', 'Loan repayment', '₦18,500', 'Due', 'warn'],
      ],
    },
  },
  'agric-farm': {
    app: 'Agric Farm Manager',
    brand: 'Farm Manager',
    nav: ['Dashboard', 'Batches', 'Feed', 'Sales', 'Expenses'],
    heading: 'Layers, Pen B',
    period: 'This week',
    kpis: [['Birds in stock', '4,800'], ['Eggs today', '126 crates'], ['Feed left', '38 bags']],
    chart: { kind: 'line', title: 'Egg production (crates a day)', values: [98, 104, 110, 115, 118, 122, 126] },
    table: {
      title: 'Batches',
      rows: [
        ['Broilers · Batch 12', 'Week 5', '₦1.9m', 'Profit', 'ok'],
        ['Catfish · Pond 3', 'Month 4', '₦740k', 'On track', 'info'],
        ['Layers · Pen A', 'Week 61', '₦310k', 'Mortality up', 'warn'],
      ],
    },
  },
  inventory: {
    app: 'Inventory Manager',
    brand: 'Inventory',
    nav: ['Dashboard', 'Items', 'Stores', 'Requisitions', 'Stock Count'],
    heading: 'Main warehouse',
    period: 'This month',
    kpis: [['Items', '2,340'], ['Stock value', '₦64.8m'], ['Below reorder', '15']],
    chart: {
      kind: 'bars',
      title: 'Issues by store',
      values: [420, 260, 180, 95, 310],
      labels: ['Main', 'Spares', 'Kitchen', 'Admin', 'Site'],
    },
    table: {
      title: 'Transfers',
      rows: [
        ['TRF-0918 · Cement', 'Main → Site', '200 bags', 'In transit', 'info'],
        ['TRF-0917 · Filters', 'Spares → Main', '24 pcs', 'Received', 'ok'],
        ['GRN-0442 · Diesel', 'Supplier', '3,000 L', 'Pending', 'warn'],
      ],
    },
  },
};
