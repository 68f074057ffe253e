/** The Vietnamese help of the campaign form (spec 1 §2): the three steps, basic info, audience and budget, preview and save. */
import { type HelpStep, StepsHelpButton } from '../../../components/steps-help-button.tsx';

const steps: HelpStep[] = [
  {
    title: 'Bước 1: Thông tin cơ bản',
    body: 'Đặt tên chiến dịch dễ nhận biết (ví dụ: "Khuyến mãi hè 2025") và chọn mục tiêu phù hợp với điều bạn muốn đạt được: tăng nhận diện thương hiệu, tăng lượt truy cập, thu thập khách hàng tiềm năng hay tăng chuyển đổi.',
  },
  {
    title: 'Bước 2: Đối tượng và ngân sách',
    body: 'Mô tả đối tượng mục tiêu (độ tuổi, giới tính, khu vực, sở thích). Chọn loại ngân sách: Daily là số tiền tối đa chi mỗi ngày, Lifetime là tổng số tiền cho cả chiến dịch. Ngân sách tính bằng USD, tối thiểu 1. Bạn có thể đặt ngày bắt đầu và ngày kết thúc; ngày kết thúc không được trước ngày bắt đầu.',
  },
  {
    title: 'Bước 3: Xem trước và lưu',
    body: 'Kiểm tra lại thông tin ở khung Xem trước (Preview), sau đó nhấn "Create Campaign". Chiến dịch mới được lưu ở trạng thái nháp (DRAFT) và hiển thị trên bảng điều khiển; tiếp theo bạn có thể tạo quảng cáo cho chiến dịch này.',
  },
];

export function CampaignHelpButton() {
  return <StepsHelpButton title="Hướng dẫn tạo chiến dịch" intro="Tạo một chiến dịch quảng cáo chỉ với ba bước:" steps={steps} />;
}
