import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { farmerKey } from './farmer-action';

export interface Dashboard {
  current: { orders: number; sales: string };
  last: { orders: number; sales: string };
  lowStock: {
    _id: number;
    itemName: string;
    maximumConsumerQuantity: number;
    maximumWholesaleQuantity: number;
  }[];
}

/** farmer/dashboard: this and last order window's orders and sales, and the items running low. */
export const getFarmerDashboard = () => api<Dashboard>('GET', 'farmer/dashboard');

export const useFarmerDashboard = () =>
  useQuery({ queryKey: [...farmerKey, 'dashboard'], queryFn: getFarmerDashboard });
