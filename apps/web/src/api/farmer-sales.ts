import { useQuery } from '@tanstack/react-query';
import type { FarmSalesDto } from '@lfm/core';
import { api } from './client';
import { farmerKey } from './farmer-action';

/** farmer/sales: the last 12 weeks' sales, top items and the pick-up / delivery / shipping split. */
export const getFarmerSales = () => api<FarmSalesDto>('GET', 'farmer/sales');

export const useFarmerSales = () => useQuery({ queryKey: [...farmerKey, 'sales'], queryFn: getFarmerSales });
