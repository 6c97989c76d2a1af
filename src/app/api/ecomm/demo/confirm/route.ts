export { demoConfirm as POST } from '@/commerce/api/demoConfirm'
