import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ApprovalIcon from '@mui/icons-material/Approval';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import PaidIcon from '@mui/icons-material/Paid';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PaymentsIcon from '@mui/icons-material/Payments';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PieChartIcon from '@mui/icons-material/PieChart';
import RestoreIcon from '@mui/icons-material/Restore';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import PeopleIcon from '@mui/icons-material/People';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import DescriptionIcon from '@mui/icons-material/Description';
import BusinessIcon from '@mui/icons-material/Business';
import HomeIcon from '@mui/icons-material/Home';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import InfoIcon from '@mui/icons-material/Info';
import SettingsIcon from '@mui/icons-material/Settings';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import AppsIcon from '@mui/icons-material/Apps';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import RealEstateAgentIcon from '@mui/icons-material/RealEstateAgent';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import StorageIcon from '@mui/icons-material/Storage';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import ShieldIcon from '@mui/icons-material/Shield';

/** Icons the menus use, by the names NavigationItem.icon carries; imported one by one to keep the bundle small. */
const ICONS: Record<string, SvgIconComponent> = {
  Dashboard: DashboardIcon,
  Insights: InsightsIcon,
  EventBusy: EventBusyIcon,
  Approval: ApprovalIcon,
  AccountBalance: AccountBalanceIcon,
  AccountBalanceWallet: AccountBalanceWalletIcon,
  QueryStats: QueryStatsIcon,
  ChildCare: ChildCareIcon,
  HomeWork: HomeWorkIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  ChildFriendly: ChildFriendlyIcon,
  LocalHospital: LocalHospitalIcon,
  Shield: ShieldIcon,
  RequestQuote: RequestQuoteIcon,
  Paid: PaidIcon,
  FactCheck: FactCheckIcon,
  Payments: PaymentsIcon,
  SupportAgent: SupportAgentIcon,
  PieChart: PieChartIcon,
  Restore: RestoreIcon,
  TaskAlt: TaskAltIcon,
  People: PeopleIcon,
  HowToReg: HowToRegIcon,
  Description: DescriptionIcon,
  Business: BusinessIcon,
  Home: HomeIcon,
  DirectionsCar: DirectionsCarIcon,
  QrCode2: QrCode2Icon,
  Workspaces: WorkspacesIcon,
  ManageAccounts: ManageAccountsIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  BarChart: BarChartIcon,
  Bolt: BoltIcon,
  Info: InfoIcon,
  Settings: SettingsIcon,
  MenuBook: MenuBookIcon,
  Apps: AppsIcon,
  RealEstateAgent: RealEstateAgentIcon,
  AccountTree: AccountTreeIcon,
  Storage: StorageIcon,
  HelpCenter: HelpCenterIcon,
};

/** An unknown name still gets a neutral icon, so a new menu entry never breaks the menu. */
export function navigationIcon(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || CircleOutlinedIcon;
}
